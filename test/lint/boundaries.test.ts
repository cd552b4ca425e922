/** The process boundaries of design.md §2 are enforced by lint: these imports must fail. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

const refused: Array<[string, string]> = [
  ['renderer/features/x/Thing.ts', "import { app } from 'electron';\nexport const a = app;\n"],
  ['renderer/features/x/Thing.ts', "import fs from 'node:fs';\nexport const a = fs;\n"],
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
];

const allowed: Array<[string, string]> = [
  ['renderer/state/atoms.ts', "import { atom } from 'jotai';\nexport const a = atom(1);\n"],
  ['server/x/thing.ts', "import path from 'node:path';\nexport const a = path;\n"],
  ['main/core/thing.ts', "import { AUTH_PATHS } from '../../shared/auth/loginApi';\nexport const a = AUTH_PATHS;\n"],
];

function lint(cases: Array<[string, string]>): string[][] {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lintCases.mjs')], {
    cwd: root,
    input: JSON.stringify(cases.map(([file, code]) => ({ file: path.join(root, file), code }))),
  });
  return JSON.parse(output.toString()) as string[][];
}

describe('lint boundaries', () => {
  it('refuses imports across process boundaries', () => {
    const results = lint(refused);
    refused.forEach(([file, code], i) => {
      expect({ file, code, refused: (results[i] ?? []).length > 0 }).toEqual({ file, code, refused: true });
    });
  }, 60_000);

  it('allows the imports each process may make', () => {
    const results = lint(allowed);
    allowed.forEach(([file, code], i) => {
      expect({ file, code, messages: results[i] }).toEqual({ file, code, messages: [] });
    });
  }, 60_000);
});
