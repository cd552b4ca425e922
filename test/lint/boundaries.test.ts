/** The boundaries of design.md §2 (between the processes and inside each target) are enforced by
 *  lint: these imports must fail, and the ones each target may make must pass. */
import { lintSamples, type Sample } from './lintSamples';

const refused: Sample[] = [
  ['renderer/features/x/Thing.ts', "import { app } from 'electron';\nexport const a = app;\n"],
  ['renderer/features/x/Thing.ts', "import fs from 'node:fs';\nexport const a = fs;\n"],
  ['renderer/features/x/Thing.ts', "import { EventEmitter } from 'events';\nexport const a = EventEmitter;\n"],
  [
    'renderer/features/x/Thing.ts',
    "import { createPlatform } from '../../../server/platform/createPlatform';\nexport const a = createPlatform;\n",
  ],
  ['renderer/features/x/Thing.ts', "import { atom } from 'jotai';\nexport const a = atom(1);\n"],
  ['shared/x/thing.ts', "import path from 'node:path';\nexport const a = path;\n"],
  ['shared/x/thing.ts', "import { app } from 'electron';\nexport const a = app;\n"],
  ['main/core/thing.ts', "import { App } from '../../renderer/app/App';\nexport const a = App;\n"],
  ['server/x/thing.ts', "import { App } from '../../renderer/app/App';\nexport const a = App;\n"],
  ['server/x/thing.ts', "import { thing } from '../../main/core/thing';\nexport const a = thing;\n"],
  // Inside the targets: no import cycles (each sample closes a loop through an index.ts on disk) …
  ['renderer/ui/Button.tsx', "import { Dialog } from './index';\nexport const a = Dialog;\n"],
  ['main/core/rect.ts', "import { sameRect } from './index';\nexport const a = sameRect;\n"],
  ['server/media/fmp4/Fmp4Splitter.ts', "import { parseFragment } from './index';\nexport const a = parseFragment;\n"],
  // … main/core never imports electron …
  ['main/core/thing.ts', "import { app } from 'electron';\nexport const a = app;\n"],
  // … a feature is entered through its index.ts only …
  [
    'renderer/features/x/Thing.ts',
    "import { createPlayer } from '../player/createPlayer';\nexport const a = createPlayer;\n",
  ],
  [
    'renderer/app/Thing.ts',
    "import { CameraCell } from '../features/camera-cell/CameraCell';\nexport const a = CameraCell;\n",
  ],
  // … and production code never imports a test helper.
  ['renderer/features/x/Thing.ts', "import { userInfo } from '../../testing';\nexport const a = userInfo;\n"],
  [
    'renderer/features/x/Thing.ts',
    "import { createFakePlayerController } from '../player/testing/fakePlayerController';\nexport const a = createFakePlayerController;\n",
  ],
  ['main/core/thing.ts', "import { testCastHost } from './testing/testCastHost';\nexport const a = testCastHost;\n"],
  [
    'server/x/thing.ts',
    "import { startTestPlatform } from '../testing/testPlatform';\nexport const a = startTestPlatform;\n",
  ],
  // Server layering: only server/db imports kysely; db imports no service or transport; services
  // import no graphql/ or http/ module.
  ['server/graphql/resolvers/thing.ts', "import { sql } from 'kysely';\nexport const a = sql;\n"],
  ['server/workspace/thing.ts', "import { sql } from 'kysely';\nexport const a = sql;\n"],
  // … in the media pipeline and the demo seed too, whose archive and seed writes go through repositories.
  ['server/media/recorder/IndexWriter.ts', "import type { Kysely } from 'kysely';\nexport type A = Kysely<never>;\n"],
  ['server/sim/seedDemo.ts', "import type { Transaction } from 'kysely';\nexport type A = Transaction<never>;\n"],
  [
    'server/db/repositories/thing.ts',
    "import { AuthService } from '../../auth/authService';\nexport const a = AuthService;\n",
  ],
  [
    'server/db/thing.ts',
    "import { registerGraphql } from '../graphql/registerGraphql';\nexport const a = registerGraphql;\n",
  ],
  ['server/workspace/thing.ts', "import { apiFailure } from '../http/apiFailure';\nexport const a = apiFailure;\n"],
  ['server/media/archive/thing.ts', "import { access } from '../../graphql/access';\nexport const a = access;\n"],
];

const allowed: Sample[] = [
  // A folder named like a Node module ('events') is not that module.
  [
    'renderer/features/x/Thing.ts',
    "import { EVENT_ROW_HEIGHT_PX } from '../../../shared/events/eventListConstants';\nexport const a = EVENT_ROW_HEIGHT_PX;\n",
  ],
  ['renderer/state/atoms.ts', "import { atom } from 'jotai';\nexport const a = atom(1);\n"],
  ['server/media/thing.ts', "import path from 'node:path';\nexport const a = path;\n"],
  ['main/core/thing.ts', "import { AUTH_PATHS } from '../../shared/auth/loginApi';\nexport const a = AUTH_PATHS;\n"],
  ['main/electron/thing.ts', "import { app } from 'electron';\nexport const a = app;\n"],
  // A type-only import makes no cycle at run time.
  ['renderer/ui/Button.tsx', "import type { DialogProps } from './index';\nexport type A = DialogProps;\n"],
  ['renderer/features/x/Thing.ts', "import { createPlayer } from '../player';\nexport const a = createPlayer;\n"],
  [
    'renderer/features/player/Thing.ts',
    "import { createPlayer } from './createPlayer';\nexport const a = createPlayer;\n",
  ],
  ['renderer/features/x/Thing.test.ts', "import { userInfo } from '../../testing';\nexport const a = userInfo;\n"],
  [
    'renderer/features/x/testing/thing.ts',
    "import { createFakePlayerController } from '../../player/testing/fakePlayerController';\nexport const a = createFakePlayerController;\n",
  ],
  [
    'server/x/thing.test.ts',
    "import { startTestPlatform } from '../testing/testPlatform';\nexport const a = startTestPlatform;\n",
  ],
  ['server/db/repositories/thing.ts', "import { sql } from 'kysely';\nexport const a = sql;\n"],
  [
    'server/db/repositories/thing.ts',
    "import { DomainError } from '../../kernel/DomainError';\nexport const a = DomainError;\n",
  ],
  [
    'server/graphql/resolvers/thing.ts',
    "import { authorize } from '../../access/authorize';\nexport const a = authorize;\n",
  ],
  [
    'server/workspace/thing.ts',
    "import { DomainError } from '../kernel/DomainError';\nexport const a = DomainError;\n",
  ],
  ['server/http/media/thing.ts', "import { apiFailure } from '../apiFailure';\nexport const a = apiFailure;\n"],
];

const linted = lintSamples({ refused, allowed });

describe('lint boundaries', () => {
  it('refuses imports across process boundaries', () => {
    const results = linted().refused;
    refused.forEach(([file, code], i) => {
      expect({ file, code, refused: (results[i] ?? []).length > 0 }).toEqual({ file, code, refused: true });
    });
  }, 60_000);

  it('allows the imports each process may make', () => {
    const results = linted().allowed;
    allowed.forEach(([file, code], i) => {
      expect({ file, code, messages: results[i] }).toEqual({ file, code, messages: [] });
    });
  }, 60_000);
});
