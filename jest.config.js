// Unit and integration tests sit beside the code they test (*.test.ts, *.test.tsx).
const tsJest = (tsconfig) => ['ts-jest', { tsconfig }];

// ESM-only packages that CommonJS dependencies require; jest on Node 20 cannot load them untransformed.
const ESM_PACKAGES = ['content-disposition', 'aedes'];
const transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`];

/** @type {import('jest').Config} */
module.exports = {
  // After the run: the 15 slowest suites and the totals per project (scripts/jest/formatSuiteTimes.cjs).
  reporters: ['default', '<rootDir>/scripts/jest/SuiteTimesReporter.cjs'],
  // jest reads testTimeout from the top level only. Integration tests start a real platform
  // (database, migrations, demo seed) per suite, and suites share three workers
  // (scripts/jest/runUnitTests.mjs), beside lint and the builds: at CI's full load a platform's start
  // or a run of password hashes has taken more than 30 s.
  testTimeout: 60_000,
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/shared', '<rootDir>/scripts', '<rootDir>/test/lint'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.[tj]sx?$': tsJest('<rootDir>/test/tsconfig.jest.json') },
      transformIgnorePatterns,
      // A dynamic import() of the server's own module names its file as Node finds it once built
      // ('./WebRtcPeer.js'); here it is the TypeScript source beside it.
      moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    },
    {
      displayName: 'main',
      testEnvironment: 'node',
      roots: ['<rootDir>/main'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest('<rootDir>/test/tsconfig.jest.json') },
    },
    {
      displayName: 'renderer',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/renderer/testing/jestSetup.ts'],
      roots: ['<rootDir>/renderer'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.tsx?$': tsJest('<rootDir>/renderer/tsconfig.test.json') },
      moduleNameMapper: {
        '\\.(css|svg|png)$': '<rootDir>/test/fixtures/assetStub.js',
        // supercluster is an ES module; its own UMD build loads in jest's CommonJS.
        '^supercluster$': '<rootDir>/node_modules/supercluster/dist/supercluster.js',
      },
    },
  ],
};
