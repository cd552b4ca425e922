// Playwright reporter that ends the e2e run with formatSuiteTimes' table (playwright.config.ts): the
// slowest spec files per project and the totals, as jest's pass ends (issue 35: growth is seen in
// the run that made it).
const path = require('node:path');
const { formatSuiteTimes } = require('../jest/formatSuiteTimes.cjs');

class SuiteTimesReporter {
  constructor() {
    /** @type {Map<string, { file: string, project: string, ms: number, failed: boolean }>} */
    this.suites = new Map();
  }

  onBegin(config) {
    // Paths from the repository root (where the config is), as jest's table prints them.
    this.rootDir = config.configFile ? path.dirname(config.configFile) : process.cwd();
  }

  onTestEnd(test, result) {
    const project = test.parent.project()?.name ?? '';
    const file = test.location.file;
    const key = `${project}\0${file}`;
    const suite = this.suites.get(key) ?? { file, project, ms: 0, failed: false };
    suite.ms += result.duration;
    if (result.status !== 'skipped' && result.status !== test.expectedStatus) suite.failed = true;
    this.suites.set(key, suite);
  }

  onEnd(result) {
    const table = formatSuiteTimes([...this.suites.values()], { rootDir: this.rootDir, wallMs: result.duration });
    if (table) process.stdout.write(`\n${table}\n`);
  }

  printsToStdio() {
    return true;
  }
}

module.exports = SuiteTimesReporter;
