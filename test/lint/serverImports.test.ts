/** Each server folder imports only what its rule in scripts/lint/serverImportRules.mjs allows
 *  (design.md §2, issue 35): these sample imports must fail lint, and the ones the rules allow
 *  must pass; the named exceptions still occur in the tree (the list only shrinks). */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { lintSamples, type Sample } from './lintSamples';

const root = path.resolve(__dirname, '..', '..');

const refused: Sample[] = [
  // A new folder fails until it has a rule, even one that imports nothing.
  ['server/newDomain/thing.ts', "import { Logger } from '../kernel/Logger';\nexport type A = Logger;\n"],
  ['server/newDomain/thing.ts', 'export const a = 1;\n'],
  // REST routes live in http/<domain>/: a domain's own http/ folder has no rule.
  ['server/cameras/http/thing.ts', 'export const a = 1;\n'],
  // A domain imports no transport: graphql/, http/ or its routes.
  [
    'server/media/thing.ts',
    "import { registerGraphql } from '../graphql/registerGraphql';\nexport const a = registerGraphql;\n",
  ],
  ['server/cameras/thing.ts', "import { apiFailure } from '../http/apiFailure';\nexport const a = apiFailure;\n"],
  ['server/media/thing.ts', "import { restCaller } from '../http/restCaller';\nexport const a = restCaller;\n"],
  [
    'server/media/thing.ts',
    "import { registerMediaRoutes } from '../http/media/registerMediaRoutes';\nexport const a = registerMediaRoutes;\n",
  ],
  // A domain imports no sim/: platform/ plugs the demo world in at start.
  [
    'server/events/thing.ts',
    "import { SensorSimulator } from '../sim/SensorSimulator';\nexport const a = SensorSimulator;\n",
  ],
  ['server/maps/thing.ts', "import { DEMO_SITE_CENTER } from '../sim/demoGeo';\nexport const a = DEMO_SITE_CENTER;\n"],
  // The kernel imports nothing of the server, not even a type.
  ['server/kernel/thing.ts', "import { MediaService } from '../media/MediaService';\nexport const a = MediaService;\n"],
  ['server/kernel/thing.ts', "import type { Services } from '../platform/services';\nexport type A = Services;\n"],
  ['server/kernel/thing.ts', "export type A = import('../db/database').DatabaseHandle;\n"],
  // The services contract holds types only; only transports, sim/ and platform/ read it.
  [
    'server/services/thing.ts',
    "import { MediaService } from '../media/MediaService';\nexport const a = MediaService;\n",
  ],
  ['server/media/thing.ts', "import type { Services } from '../services';\nexport type A = Services;\n"],
  // devices/ asks access/ nothing: its routes, in http/devices/, authorize.
  ['server/devices/thing.ts', "import { authorize } from '../access';\nexport const a = authorize;\n"],
  // A transport is handed the services, never platform/'s wiring.
  [
    'server/graphql/thing.ts',
    "import type { PlatformServices } from '../platform/services';\nexport type A = PlatformServices;\n",
  ],
  // Of a folder with an index.ts, another folder imports the entry or a module it lists only.
  ['server/cameras/thing.ts', "import { toAnnexB } from '../media/snapshots/toAnnexB';\nexport const a = toAnnexB;\n"],
  [
    'server/http/thing.ts',
    "import type { IndexWriter } from '../media/recorder/IndexWriter';\nexport type A = IndexWriter;\n",
  ],
  // db is the bottom beside kernel; a domain imports only the domains its rule lists.
  ['server/db/thing.ts', "import { AuditLog } from '../events/AuditLog';\nexport const a = AuditLog;\n"],
  [
    'server/mail/thing.ts',
    "import { UserAdminService } from '../users/UserAdminService';\nexport const a = UserAdminService;\n",
  ],
  // A transport reads db's record types but never a repository.
  [
    'server/graphql/resolvers/thing.ts',
    "import { UserRepository } from '../../db/repositories/users';\nexport const a = UserRepository;\n",
  ],
  // events/ sits below media/: motion detection is media's and hands its events down.
  [
    'server/events/thing.ts',
    "import type { MediaService } from '../media/MediaService';\nexport type A = MediaService;\n",
  ],
  // events/ asks access/ nothing: who may see an entry is access/'s rule.
  ['server/events/thing.ts', "import { seesAnyOf } from '../access/authorize';\nexport const a = seesAnyOf;\n"],
  // analytics/ reads media's frames through its entry only, and raises no events itself: the
  // watchlists hear its reads (issue 32).
  [
    'server/analytics/thing.ts',
    "import { GrayFrameDecoder } from '../media/motion/GrayFrameDecoder';\nexport const a = GrayFrameDecoder;\n",
  ],
  ['server/analytics/thing.ts', "import { AuditLog } from '../events';\nexport const a = AuditLog;\n"],
  [
    'server/analytics/thing.ts',
    "import { DEMO_PLATE_CAMERA } from '../sim/seedDemo';\nexport const a = DEMO_PLATE_CAMERA;\n",
  ],
];

const allowed: Sample[] = [
  ['server/platform/thing.ts', "import { demoSitePlan } from '../sim';\nexport const a = demoSitePlan;\n"],
  ['server/cameras/thing.ts', "import { MediaService } from '../media';\nexport const a = MediaService;\n"],
  ['server/http/thing.ts', "import type { Caller } from '../access/Caller';\nexport type A = Caller;\n"],
  ['server/http/thing.ts', "import type { Services } from '../services';\nexport type A = Services;\n"],
  [
    'server/services/thing.ts',
    "import type { MediaService } from '../media/MediaService';\nexport type A = MediaService;\n",
  ],
  ['server/media/thing.ts', "import type { Logger } from '../kernel/Logger';\nexport type A = Logger;\n"],
  [
    'server/cameras/thing.ts',
    "import { sourceUrlProblem } from '../media/sources/sourceUrl';\nexport const a = sourceUrlProblem;\n",
  ],
  [
    'server/graphql/resolvers/thing.ts',
    "import type { UserRow } from '../../db/repositories/users';\nexport type A = UserRow;\n",
  ],
  ['server/http/media/thing.ts', "import { authorize } from '../../access/authorize';\nexport const a = authorize;\n"],
  ['server/http/events/thing.ts', "import { restCaller } from '../restCaller';\nexport const a = restCaller;\n"],
  [
    'server/media/motion/thing.ts',
    "import type { AuditLog } from '../../events/AuditLog';\nexport type A = AuditLog;\n",
  ],
  ['server/access/thing.ts', "import type { AuditLog } from '../events/AuditLog';\nexport type A = AuditLog;\n"],
  ['server/analytics/thing.ts', "import { spawnMedia } from '../media';\nexport const a = spawnMedia;\n"],
  // Tests and test helpers are not production code.
  [
    'server/newDomain/thing.test.ts',
    "import { SensorSimulator } from '../sim/SensorSimulator';\nexport const a = SensorSimulator;\n",
  ],
];

const linted = lintSamples({ refused, allowed });

/** The exceptions that no longer occur in the tree (each should then leave the list). */
function staleExceptions(): string[] {
  const script = `
    import { serverImports } from './scripts/lint/serverImports.mjs';
    import { SERVER_IMPORT_EXCEPTIONS } from './scripts/lint/serverImportExceptions.mjs';
    const seen = new Set(serverImports(process.cwd()).map((i) => i.file.replace(/\\.ts$/, '') + ' -> ' + i.target));
    const stale = SERVER_IMPORT_EXCEPTIONS.map(([file, target]) => file + ' -> ' + target).filter((e) => !seen.has(e));
    process.stdout.write(JSON.stringify(stale));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root });
  return JSON.parse(output.toString()) as string[];
}

/** Server folders without an entry: the bottom layer db/ (its repositories are imported by module),
 *  the transports and platform/ (imported by the wiring alone), and the test helpers. */
const WITHOUT_ENTRY = ['db', 'graphql', 'http', 'platform', 'testing'];

describe('server import rules', () => {
  it('gives every other server folder an index.ts entry', () => {
    const server = path.join(root, 'server');
    const folders = fs.readdirSync(server, { withFileTypes: true }).filter((e) => e.isDirectory());
    const missing = folders
      .map((e) => e.name)
      .filter((name) => !WITHOUT_ENTRY.includes(name) && !fs.existsSync(path.join(server, name, 'index.ts')));
    expect(missing).toEqual([]);
  });

  it('refuses imports a server folder has no rule for', () => {
    const results = linted().refused;
    refused.forEach(([file, code], i) => {
      expect({ file, code, refused: (results[i] ?? []).length > 0 }).toEqual({ file, code, refused: true });
    });
  }, 60_000);

  it('allows the imports each folder’s rule lists', () => {
    const results = linted().allowed;
    allowed.forEach(([file, code], i) => {
      expect({ file, code, messages: results[i] }).toEqual({ file, code, messages: [] });
    });
  }, 60_000);

  it('lists only exceptions the tree still has', () => {
    expect(staleExceptions()).toEqual([]);
  }, 60_000);
});
