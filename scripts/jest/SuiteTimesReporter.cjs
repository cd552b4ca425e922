// Jest reporter that prints formatSuiteTimes' table at the end of the run (jest.config.js).
const { formatSuiteTimes } = require('./formatSuiteTimes.cjs');

class SuiteTimesReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const suites = results.testResults.map((result) => ({
      file: result.testFilePath,
      project: result.displayName?.name ?? '',
      ms: result.perfStats.end - result.perfStats.start,
      failed: result.numFailingTests > 0 || result.testExecError != null,
    }));
    const table = formatSuiteTimes(suites, { rootDir: this.rootDir, wallMs: Date.now() - results.startTime });
    if (table) process.stdout.write(`\n${table}\n`);
  }
}

module.exports = SuiteTimesReporter;
