// Lint blocks that keep package.json honest (README, "Dependencies"): every package a file imports
// is declared, and what the platform server loads at run time (server/ and shared/ outside tests)
// is in `dependencies`, so `npm install --omit=dev` runs it. Everything webpack bundles (the console,
// Electron main and preload) and the build and test tooling are devDependencies.
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const SOURCES = ['**/*.{ts,tsx,js,mjs,cjs}'];
const SERVER_RUNTIME = ['server/**/*.ts', 'shared/**/*.ts'];
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing/**'];

const settings = {
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [
    createTypeScriptImportResolver({
      project: ['renderer/tsconfig.json', 'main/tsconfig.json', 'server/tsconfig.json'],
      noWarnOnMultipleProjects: true,
    }),
  ],
};

/** Type-only imports are left out: they vanish from the output, and their @types/ packages are tooling. */
export const declaredDependencies = [
  {
    files: SOURCES,
    plugins: { 'import-x': importX },
    settings,
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: true }] },
  },
  {
    files: SERVER_RUNTIME,
    ignores: TEST_FILES,
    plugins: { 'import-x': importX },
    settings,
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: false }] },
  },
];
