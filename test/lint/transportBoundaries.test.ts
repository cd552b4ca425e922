/** Transports call services only, never a repository (design.md §2, issue 35): graphql/ and http/
 *  (its REST routes in http/<domain>/ too) import no value from server/db; the record types they translate may
 *  still be imported as types, and services import server/db as before. */
import { lintSamples, type Sample } from './lintSamples';

const refused: Sample[] = [
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

const allowed: Sample[] = [
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

const linted = lintSamples({ refused, allowed });

describe('transport boundaries', () => {
  it('refuses a value import of server/db in a transport', () => {
    const results = linted().refused;
    refused.forEach(([file, code], i) => {
      expect({ file, code, refused: (results[i] ?? []).length > 0 }).toEqual({ file, code, refused: true });
    });
  }, 60_000);

  it('allows record types in transports and server/db in services', () => {
    const results = linted().allowed;
    allowed.forEach(([file, code], i) => {
      expect({ file, code, messages: results[i] }).toEqual({ file, code, messages: [] });
    });
  }, 60_000);
});
