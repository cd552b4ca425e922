// Lint: TypeScript rules plus the process boundaries of design.md §2.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { declaredDependencies } from './scripts/lint/declaredDependencies.mjs';
import { importBoundaries } from './scripts/lint/importBoundaries.mjs';

const NODE_BUILTINS = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'os',
  'crypto',
  'child_process',
  'http',
  'https',
  'net',
  'stream',
  'url',
  'util',
  'events',
  'worker_threads',
];

/** What server/ never imports, whichever layer a file is in (design.md §2). */
const SERVER_NEVER = ['electron', 'react', 'react-dom', '**/renderer/**', '**/main/**', '**/preload/**'];

/** Server layering (design.md §2: db ← services ← graphql/http): the modules above the services. */
const SERVER_TRANSPORTS = ['**/graphql/**', '**/http/**'];

/** The domain services' folders: they own the rules, below the transports and above db.
 *  (server/kernel, the neutral Logger, config types and DomainError, may be imported from every layer.) */
const SERVER_SERVICES = ['auth', 'workspace', 'system', 'media', 'mail', 'events', 'access', 'sim'];

/** A no-restricted-imports rule from lists of forbidden module names and patterns. A bare name
 *  ('events', 'url') forbids that module only, not every path with a folder of that name (a
 *  pattern would also refuse '../shared/events/…'). */
function forbid(message, names) {
  const bare = names.filter((name) => !name.includes('*') && !name.includes('/'));
  const patterns = names.filter((name) => !bare.includes(name));
  return ['error', { paths: bare.map((name) => ({ name, message })), patterns: [{ group: patterns, message }] }];
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      'dist/',
      'data/',
      'test-results/',
      'playwright-report/',
      'renderer/graphql/graphql-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        __dirname: 'readonly',
        require: 'readonly',
        module: 'writable',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Boundaries (design.md §2): shared/ imports no runtime; renderer/ never imports electron,
  // main/ or node; main/ never imports renderer/; server/ never imports renderer/ or main/.
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid('shared/ is imported by every process: no electron, node, DOM or process code.', [
        'electron',
        'react',
        'react-dom',
        ...NODE_BUILTINS,
        '**/server/**',
        '**/renderer/**',
        '**/main/**',
        '**/preload/**',
      ]),
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: ['renderer/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': forbid('renderer/ runs in a sandboxed page: no electron, node, main/ or server/ code.', [
        'electron',
        ...NODE_BUILTINS,
        '**/main/**',
        '**/server/**',
        '**/preload/**',
      ]),
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: ['renderer/state/**', 'renderer/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': forbid(
        'renderer/ runs in a sandboxed page: no electron, node, main/ or server/ code; jotai only through renderer/state.',
        ['electron', ...NODE_BUILTINS, '**/main/**', '**/server/**', '**/preload/**', 'jotai', 'jotai/*'],
      ),
    },
  },
  {
    files: ['main/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid('main/ never imports the renderer or the server.', [
        '**/renderer/**',
        '**/server/**',
        'react',
        'react-dom',
      ]),
    },
  },
  {
    files: ['preload/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid('preload/ only bridges shared/ipc contracts.', [
        '**/renderer/**',
        '**/server/**',
        '**/main/**',
      ]),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid('server/ never imports the console or the desktop app.', [
        'electron',
        'react',
        'react-dom',
        '**/renderer/**',
        '**/main/**',
        '**/preload/**',
      ]),
    },
  },
  // Inside server/ (design.md §2, §6): only server/db touches the database, db imports no service
  // or transport, and services import no transport. Each block repeats SERVER_NEVER, because a
  // later no-restricted-imports setting replaces an earlier one for the files both match.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/db/**'],
    rules: {
      'no-restricted-imports': forbid(
        'server/: no console or desktop code; the database only through server/db (kysely is imported there alone).',
        [...SERVER_NEVER, 'kysely', 'kysely/*'],
      ),
    },
  },
  {
    files: [...SERVER_SERVICES, 'kernel'].map((folder) => `server/${folder}/**/*.ts`),
    rules: {
      'no-restricted-imports': forbid(
        'A server service imports no graphql/ or http/ module (db ← services ← graphql/http) and reaches the database through server/db.',
        [...SERVER_NEVER, ...SERVER_TRANSPORTS, 'kysely', 'kysely/*'],
      ),
    },
  },
  {
    files: ['server/db/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid(
        'server/db is the bottom layer: it imports no service, graphql/, http/ or platform module.',
        [
          ...SERVER_NEVER,
          ...SERVER_TRANSPORTS,
          ...SERVER_SERVICES.map((folder) => `**/${folder}/**`),
          '**/platform/**',
        ],
      ),
    },
  },
  // Transports (graphql/, http/ and a domain's http/ folder, should one appear) call services
  // only, never a repository (design.md §2, issue 35): no value import from server/db. The record
  // types they translate may still be imported as types. A rule of its own, so it adds to the
  // blocks above.
  {
    files: ['server/graphql/**/*.ts', 'server/http/**/*.ts', 'server/**/http/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db', '**/db/**'],
              allowTypeImports: true,
              message: 'A transport calls services only, never a repository: reach server/db through a domain service.',
            },
          ],
        },
      ],
    },
  },
  // Inside the targets (design.md §2): no import cycles; a feature is entered through its index.ts;
  // main/core never imports electron; test helpers (testing/ folders) stay out of production code.
  // A test file closes no cycle (nothing imports it), yet no-cycle walked the whole graph below each
  // of the 500-odd: half of lint's time.
  {
    files: ['renderer/**/*.{ts,tsx}', 'main/**/*.ts', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['renderer/tsconfig.json', 'main/tsconfig.json', 'server/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    // Dynamic imports count too: a lazy chunk that imports its loader back is still a cycle.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: ['renderer/**/*.test.{ts,tsx}', 'renderer/**/testing/**'],
    plugins: { vantage: importBoundaries },
    rules: { 'vantage/feature-entry': 'error' },
  },
  {
    files: ['{renderer,main,preload,shared,server}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    plugins: { vantage: importBoundaries },
    rules: { 'vantage/no-test-helpers': 'error' },
  },
  // Server folders import only what their rule allows (scripts/lint/serverImportRules.mjs, design.md
  // §2, issue 35): a folder without a rule fails; the imports still to remove are listed by name in
  // scripts/lint/serverImportExceptions.mjs.
  {
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    plugins: { vantage: importBoundaries },
    rules: { 'vantage/server-imports': 'error' },
  },
  {
    files: ['main/core/**/*.ts'],
    rules: {
      'no-restricted-imports': forbid(
        'main/core is pure logic, unit-tested without Electron: no electron, renderer/ or server/ code.',
        ['electron', 'electron/*', '**/renderer/**', '**/server/**', 'react', 'react-dom'],
      ),
    },
  },
  ...declaredDependencies,
  prettier,
);
