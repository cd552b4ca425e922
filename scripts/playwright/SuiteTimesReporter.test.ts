/** The e2e run ends with its slowest spec files per project and the totals, summed over each
 *  file's tests (issue 35). */
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const SuiteTimesReporter = require('./SuiteTimesReporter.cjs') as new () => {
  onBegin(config: { configFile?: string }): void;
  onTestEnd(test: unknown, result: { duration: number; status: string }): void;
  onEnd(result: { duration: number }): void;
};

const root = path.resolve(__dirname, '..', '..');

function testIn(file: string, project: string, expectedStatus = 'passed') {
  return { location: { file: path.join(root, file) }, parent: { project: () => ({ name: project }) }, expectedStatus };
}

describe('SuiteTimesReporter', () => {
  it('prints each spec file of each project with the sum of its tests, a failed one marked', () => {
    const reporter = new SuiteTimesReporter();
    reporter.onBegin({ configFile: path.join(root, 'playwright.config.ts') });
    const video = 'test/e2e/video.spec.ts';
    reporter.onTestEnd(testIn(video, 'chromium'), { duration: 5_000, status: 'passed' });
    reporter.onTestEnd(testIn(video, 'chromium'), { duration: 7_500, status: 'passed' });
    reporter.onTestEnd(testIn(video, 'main-thread-player'), { duration: 4_000, status: 'timedOut' });
    reporter.onTestEnd(testIn('test/e2e/signIn.spec.ts', 'chromium'), { duration: 1_000, status: 'skipped' });
    // A test expected to fail that fails is no failure.
    reporter.onTestEnd(testIn('test/e2e/signIn.spec.ts', 'chromium', 'failed'), { duration: 500, status: 'failed' });
    const written: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      reporter.onEnd({ duration: 60_000 });
    } finally {
      write.mockRestore();
    }
    expect(written.join('').trim().split('\n')).toEqual([
      'Slowest test suites (3 of 3):',
      ' 12.5 s  chromium test/e2e/video.spec.ts',
      '  4.0 s  main-thread-player test/e2e/video.spec.ts (failed)',
      '  1.5 s  chromium test/e2e/signIn.spec.ts',
      'Totals: chromium 14.0 s in 2, main-thread-player 4.0 s in 1; all suites 18.0 s, wall 60.0 s',
    ]);
  });
});
