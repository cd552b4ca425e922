// What each server folder may import (design.md §2, issue 35), in the manner of VS Code's
// code-import-patterns: an allow-list per folder, and a folder without a rule fails lint until it
// has one. Read by the vantage/server-imports rule (importBoundaries.mjs).
//
// - `may`: the server folders whose modules this folder imports (its own folder always).
// - `typesFrom`: folders it may import types from only (transports read db's record types but
//   call services, never a repository).
// - `transport: true`: a transport (graphql/ with its resolvers, http/ with every REST route, in
//   http/<domain>/). Nothing but the wiring imports a transport, and a transport only the ones
//   its `transportsFrom` lists. A domain's folder holds no transport: that would make the domain
//   and what its routes import (access/, http/'s helpers) a folder-level loop.
// - `wires: true`: platform/ and the process entry, which start the transports.
// Bottom: kernel (imports nothing) and db. Above the domains, services/ (types only) is the
// contract transports are handed. Only platform/ wires domains and transports together, fills
// that contract and knows sim/ (the demo world it plugs in at start).
// Every folder but db/, the transports and platform/ has an index.ts entry: other folders import
// the entry ('../media'; new code does) or a module the entry lists, never the folder's own
// modules. Making a module public is one line in the entry, seen in review.

/** Every domain a transport may call into (never sim/, never platform/'s wiring). */
const DOMAINS = [
  'access',
  'analytics',
  'auth',
  'cameras',
  'cluster',
  'devices',
  'events',
  'imageMaps',
  'installation',
  'mail',
  'maps',
  'media',
  'metrics',
  'notifications',
  'organisation',
  'realmSettings',
  'schedules',
  'system',
  'tours',
  'users',
  'walls',
  'watchlists',
  'workspace',
];

/** A transport's rule: the kernel, the services contract, the domains, the HTTP helpers; db for
 *  record types only. `transportsFrom`: the other transports it may import (GraphQL reads http/'s
 *  session cookie, preflight and list limits). */
function transport(transportsFrom) {
  return { may: ['kernel', 'services', ...DOMAINS, 'http'], typesFrom: ['db'], transport: true, transportsFrom };
}
/** Rules by area: a top folder of server/ ('media') or a file at server/'s top ('main.ts'). A
 *  domain's own http/ folder ('cameras/http') is an area without a rule, so it fails lint: REST
 *  routes live in http/<domain>/. */
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
  installation: { may: ['kernel', 'db'] },
  media: { may: ['kernel', 'db', 'events', 'access'] },
  devices: { may: ['kernel', 'db', 'events', 'media'] },
  cameras: { may: ['kernel', 'db', 'events', 'media', 'devices'] },
  maps: { may: ['kernel', 'db', 'events'] },
  imageMaps: { may: ['kernel', 'db', 'events'] },
  workspace: { may: ['kernel', 'db', 'events'] },
  /** Schedules (issue 28): kept, and run by the scheduler over what it holds in force per device. */
  schedules: { may: ['kernel', 'db', 'events'] },
  /** Notification policies (issue 28): events in, e-mail (through mail/), webhooks and MQTT out. */
  notifications: { may: ['kernel', 'db', 'events', 'mail'] },
  /** Camera tours (issue 28): stored, and run over media's PTZ presets. */
  tours: { may: ['kernel', 'db', 'events', 'media'] },
  /** Metrics (issue 29): media's stream statistics and devices' states sampled into time series. */
  metrics: { may: ['kernel', 'db', 'events', 'media'] },
  /** Video walls (issue 30): walls, their displays' content and presets, display pairing. */
  walls: { may: ['kernel', 'db', 'events'] },
  /** The cluster (issue 33): nodes, camera leases with fencing, the spread rule; drives media's pipelines. */
  cluster: { may: ['kernel', 'db', 'events', 'media'] },
  /** Video analytics (issue 32): engines that read the cameras' review streams (licence plates). */
  analytics: { may: ['kernel', 'media'] },
  /** Watchlists (issue 32): lists and entries, plate reads matched into events, VAE configs. */
  watchlists: { may: ['kernel', 'db', 'events'] },
  /** The services transports are handed, as types only: the contract platform/ fills. */
  services: { may: [], typesFrom: ['kernel', ...DOMAINS] },
  /** The demo world: seeds and simulates through the domains; platform/ alone imports it. */
  sim: { may: ['kernel', 'db', 'services', 'events', 'auth', 'imageMaps', 'maps', 'media'] },
  graphql: transport(['http']),
  http: transport([]),
  platform: { may: ['kernel', 'db', 'services', ...DOMAINS, 'sim', 'graphql', 'http'], wires: true },
  /** The process entry: reads the config, starts the platform and the HTTPS redirect. */
  'main.ts': { may: ['kernel', 'platform', 'http'], wires: true },
};

/** True when an area (see serverAreaOf) is a transport. */
export function isTransportArea(area) {
  return SERVER_IMPORT_RULES[area]?.transport === true;
}

/** The area a path under server/ belongs to: its top folder (or the top file's name), or a
 *  domain's own http/ folder, an area of its own that has no rule (routes belong in http/). */
export function serverAreaOf(relative) {
  const [top, second] = relative.split('/');
  if (second === 'http' && relative.split('/').length > 2) return `${top}/http`;
  return top;
}
