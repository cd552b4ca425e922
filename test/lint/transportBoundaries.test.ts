/** Transports call services only, never a repository (design.md §2, issue 35): graphql/ and http/
 *  (its REST routes in http/<domain>/ too) import no value from server/db; the record types they translate may
 *  still be imported as types, and services import server/db as before. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

const refused: Array<[string, string]> = [
  [
    'server/graphql/resolvers/thing.ts',
    "import { DeviceRepository } from '../../db/repositories/devices';\nexport const a = DeviceRepository;\n",
  ],
  ['server/graphql/thing.ts', "import { parseJson } from '../db/json';\nexport const a = parseJson;\n"],
  ['server/http/thing.ts', "import { openDatabase } from '../db/database';\nexport const a = openDatabase;\n"],
  [
    'server/http/media/thing.ts',
    "import { DeviceRepository } from '../../db/repositories/devices';\nexport const a = DeviceRepository;\n",
  ],
  [
    'server/http/events/thing.ts',
    "import { RealmRepository } from '../../db/repositories/realms';\nexport const a = RealmRepository;\n",
  ],
  // A domain's own http/ folder, should one appear, is a transport from its first file.
  [
    'server/cameras/http/thing.ts',
    "import { CameraAdminRepository } from '../../db/repositories/cameraAdmin';\nexport const a = CameraAdminRepository;\n",
  ],
];

const allowed: Array<[string, string]> = [
  [
    'server/graphql/resolvers/thing.ts',
    "import type { DeviceRecord } from '../../db/repositories/devices';\nexport type A = DeviceRecord;\n",
  ],
  [
    'server/http/media/thing.ts',
    "import { DeviceDirectory } from '../../devices/DeviceDirectory';\nexport const a = DeviceDirectory;\n",
  ],
  [
    'server/devices/thing.ts',
    "import { DeviceRepository } from '../db/repositories/devices';\nexport const a = DeviceRepository;\n",
  ],
  [
    'server/graphql/resolvers/thing.test.ts',
    "import { DeviceRepository } from '../../db/repositories/devices';\nexport const a = DeviceRepository;\n",
  ],
];

function lint(cases: Array<[string, string]>): string[][] {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lintCases.mjs')], {
    cwd: root,
    input: JSON.stringify(cases.map(([file, code]) => ({ file: path.join(root, file), code }))),
  });
  return JSON.parse(output.toString()) as string[][];
}

describe('transport boundaries', () => {
  it('refuses a value import of server/db in a transport', () => {
    const results = lint(refused);
    refused.forEach(([file, code], i) => {
      expect({ file, code, refused: (results[i] ?? []).length > 0 }).toEqual({ file, code, refused: true });
    });
  }, 60_000);

  it('allows record types in transports and server/db in services', () => {
    const results = lint(allowed);
    allowed.forEach(([file, code], i) => {
      expect({ file, code, messages: results[i] }).toEqual({ file, code, messages: [] });
    });
  }, 60_000);
});
