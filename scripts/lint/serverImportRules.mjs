// What each server folder may import (design.md §2, issue 35), in the manner of VS Code's
// code-import-patterns: an allow-list per folder, and a folder without a rule fails lint until it
// has one. Read by the vantage/server-imports rule (importBoundaries.mjs).
//
// - `may`: the server folders whose modules this folder imports (its own folder always).
// - `typesFrom`: folders it may import types from only (transports read db's record types but
//   call services, never a repository).
// - `transport: true`: a transport (graphql/, http/, a domain's own http/ routes). Nothing but
//   the wiring imports a transport, and a transport only the ones its `transportsFrom` lists.
// - `wires: true`: platform/ and the process entry, which start the transports.
// Bottom: kernel (imports nothing) and db. Above the domains, services/ (types only) is the
// contract transports are handed. Only platform/ wires domains and transports together, fills
// that contract and knows sim/ (the demo world it plugs in at start).

/** Every domain a transport may call into (never sim/, never platform/'s wiring). */
const DOMAINS = [
  'access',
  'auth',
  'cameras',
  'devices',
  'events',
  'imageMaps',
  'mail',
  'maps',
  'media',
  'organisation',
  'realmSettings',
  'system',
  'users',
  'workspace',
];

/** A transport's rule: the kernel, the services contract, the domains, the HTTP helpers; db for
 *  record types only.
 *  `transportsFrom`: the transports it may import (http/'s helpers; a route folder also
 *  media/http's restCaller, the REST caller every route folder shares). */
function transport(transportsFrom) {
  return { may: ['kernel', 'services', ...DOMAINS, 'http'], typesFrom: ['db'], transport: true, transportsFrom };
}
const ROUTES = transport(['http', 'media/http']);

/** Rules by area: a top folder of server/ ('media'), a domain's route folder ('media/http'), or a
 *  file at server/'s top ('main.ts'). */
export const SERVER_IMPORT_RULES = {
  kernel: { may: [] },
  db: { may: ['kernel'] },
  events: { may: ['kernel', 'db'] },
  mail: { may: ['kernel', 'db'] },
  system: { may: ['kernel', 'db'] },
  organisation: { may: ['kernel', 'db', 'events'] },
  auth: { may: ['kernel', 'db', 'events', 'mail'] },
  access: { may: ['kernel', 'db', 'events', 'auth'] },
  users: { may: ['kernel', 'db', 'events', 'auth', 'access'] },
  realmSettings: { may: ['kernel', 'db', 'events', 'mail'] },
  media: { may: ['kernel', 'db', 'events', 'access'] },
  devices: { may: ['kernel', 'db', 'events', 'access', 'media'] },
  cameras: { may: ['kernel', 'db', 'events', 'media', 'devices'] },
  maps: { may: ['kernel', 'db', 'events'] },
  imageMaps: { may: ['kernel', 'db', 'events'] },
  workspace: { may: ['kernel', 'db', 'events', 'maps'] },
  /** The services transports are handed, as types only: the contract platform/ fills. */
  services: { may: [], typesFrom: ['kernel', ...DOMAINS] },
  /** The demo world: seeds and simulates through the domains; platform/ alone imports it. */
  sim: { may: ['kernel', 'db', 'services', 'events', 'auth', 'imageMaps', 'maps', 'media'] },
  graphql: transport(['http']),
  http: transport([]),
  'events/http': ROUTES,
  'media/http': ROUTES,
  'devices/http': ROUTES,
  'maps/http': ROUTES,
  'imageMaps/http': ROUTES,
  platform: { may: ['kernel', 'db', 'services', ...DOMAINS, 'sim', 'graphql', 'http'], wires: true },
  /** The process entry: reads the config, starts the platform and the HTTPS redirect. */
  'main.ts': { may: ['kernel', 'platform', 'http'], wires: true },
};

/** True when an area (see serverAreaOf) is a transport. */
export function isTransportArea(area) {
  return SERVER_IMPORT_RULES[area]?.transport === true;
}

/** The area a path under server/ belongs to: its domain's http/ routes when it has a rule for
 *  them, else its top folder (or the top file's name). */
export function serverAreaOf(relative) {
  const [top, second] = relative.split('/');
  if (second === 'http' && relative.split('/').length > 2) return `${top}/http`;
  return top;
}
