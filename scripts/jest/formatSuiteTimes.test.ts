/** `npm test` ends jest with the slowest suites and the totals per project (issue 35). */
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { formatSuiteTimes } = require('./formatSuiteTimes.cjs') as {
  formatSuiteTimes: (
    suites: Array<{ file: string; project: string; ms: number; failed: boolean }>,
    run: { rootDir: string; wallMs: number },
  ) => string;
};

const rootDir = path.resolve(__dirname, '..', '..');

describe('formatSuiteTimes', () => {
  const suites = Array.from({ length: 20 }, (_, i) => ({
    file: path.join(rootDir, 'server', `suite${i}.test.ts`),
    project: i % 2 === 0 ? 'server' : 'renderer',
    ms: (i + 1) * 1000,
    failed: i === 19,
  }));

  it('lists the 15 slowest suites, slowest first, by their path in the tree', () => {
    const lines = formatSuiteTimes(suites, { rootDir, wallMs: 120_000 }).split('\n');
    expect(lines[0]).toBe('Slowest test suites (15 of 20):');
    expect(lines.slice(1, 16).map((line) => line.trim())).toEqual(
      Array.from({ length: 15 }, (_, i) => {
        const n = 19 - i;
        const project = n % 2 === 0 ? 'server' : 'renderer';
        return `${n + 1}.0 s  ${project.padEnd(8)} server/suite${n}.test.ts${n === 19 ? ' (failed)' : ''}`;
      }),
    );
  });

  it('ends with the totals per project, of all suites and of the run', () => {
    const last = formatSuiteTimes(suites, { rootDir, wallMs: 120_000 }).split('\n').at(-1);
    expect(last).toBe('Totals: renderer 110.0 s in 10, server 100.0 s in 10; all suites 210.0 s, wall 120.0 s');
  });

  it('is what jest reports at the end of the run', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const config = require('../../jest.config.js') as { reporters?: unknown[] };
    expect(config.reporters).toEqual(['default', '<rootDir>/scripts/jest/SuiteTimesReporter.cjs']);
  });
});
