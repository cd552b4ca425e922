/** package.json says the truth (README, "Dependencies"): lint refuses an import of a package that is
 *  not declared, and, in what the platform server runs (server/ and shared/ outside tests), of one
 *  that is only a devDependency; and every package in `dependencies` is one the server loads. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { lintSamples, type Sample } from './lintSamples';

const root = path.resolve(__dirname, '..', '..');

const refused: Sample[] = [
  // A devDependency in the server's run time: `npm install --omit=dev` would leave it out.
  ['server/x/thing.ts', "import { request } from 'undici';\nexport const a = request;\n"],
  ['shared/x/thing.ts', "import { atom } from 'jotai';\nexport const a = atom;\n"],
  // A package that is installed only as another's dependency, declared nowhere.
  ['renderer/features/x/Thing.ts', "import semver from 'semver';\nexport const a = semver;\n"],
  ['server/x/thing.test.ts', "import picomatch from 'picomatch';\nexport const a = picomatch;\n"],
  ['main/electron/thing.ts', "import semver from 'semver';\nexport const a = semver;\n"],
];

const allowed: Sample[] = [
  // The server's media and GraphQL sockets run on ws.
  ['server/x/thing.ts', "import { WebSocketServer } from 'ws';\nexport const a = WebSocketServer;\n"],
  // Tests and test helpers may use the tooling.
  ['server/x/thing.test.ts', "import { request } from 'undici';\nexport const a = request;\n"],
  ['server/testing/thing.ts', "import { SMTPServer } from 'smtp-server';\nexport const a = SMTPServer;\n"],
  // A type-only import leaves nothing to load at run time.
  ['server/x/thing.ts', "import type { Configuration } from 'webpack';\nexport type A = Configuration;\n"],
  // What webpack bundles (the console, Electron main) is a devDependency.
  ['renderer/features/x/Thing.ts', "import L from 'leaflet';\nexport const a = L;\n"],
  ['main/electron/thing.ts', "import Store from 'electron-store';\nexport const a = Store;\n"],
];

const linted = lintSamples({ refused, allowed });
/** The messages of the declared-dependencies rule only. */
const dependencyMessages = (results: string[][]) =>
  results.map((messages) => messages.filter((message) => message.includes("in the project's dependencies")));

/** Every non-test source file under a folder. */
function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}testing${path.sep}`));
}

describe('declared dependencies', () => {
  it('refuses undeclared packages, and devDependencies in the server', () => {
    const results = dependencyMessages(linted().refused);
    refused.forEach(([file, code], i) => {
      expect({ file, code, refused: (results[i] ?? []).length > 0 }).toEqual({ file, code, refused: true });
    });
  }, 60_000);

  it('allows declared packages where they are loaded', () => {
    const results = dependencyMessages(linted().allowed);
    allowed.forEach(([file, code], i) => {
      expect({ file, code, messages: results[i] }).toEqual({ file, code, messages: [] });
    });
  }, 60_000);

  it('lists in dependencies only packages the server loads', () => {
    const text = [...sources('server'), ...sources('shared')].map((file) => readFileSync(file, 'utf8')).join('\n');
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const unused = Object.keys(pkg.dependencies).filter(
      (name) => !text.includes(`'${name}'`) && !text.includes(`'${name}/`),
    );
    expect(unused).toEqual([]);
  });
});
