// The time table `npm test` prints after jest: the slowest suites and the totals per project, so a
// suite that grows slow is seen in the run that made it so.
const path = require('node:path');

const SLOWEST = 15;

/** Seconds with one decimal, right-aligned. */
const seconds = (ms, width = 7) => `${(ms / 1000).toFixed(1)} s`.padStart(width);

/**
 * @param {Array<{ file: string, project: string, ms: number, failed: boolean }>} suites
 * @param {{ rootDir: string, wallMs: number }} run
 * @returns {string} the table, one line per row
 */
function formatSuiteTimes(suites, { rootDir, wallMs }) {
  if (suites.length === 0) return '';
  const lines = [`Slowest test suites (${Math.min(SLOWEST, suites.length)} of ${suites.length}):`];
  for (const suite of [...suites].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) {
    const mark = suite.failed ? ' (failed)' : '';
    lines.push(`${seconds(suite.ms)}  ${suite.project.padEnd(8)} ${path.relative(rootDir, suite.file)}${mark}`);
  }
  const projects = new Map();
  for (const suite of suites) {
    const total = projects.get(suite.project) ?? { ms: 0, count: 0 };
    projects.set(suite.project, { ms: total.ms + suite.ms, count: total.count + 1 });
  }
  const sum = suites.reduce((total, suite) => total + suite.ms, 0);
  const totals = [...projects].sort(([a], [b]) => a.localeCompare(b));
  lines.push(
    `Totals: ${totals.map(([name, t]) => `${name} ${seconds(t.ms, 0)} in ${t.count}`).join(', ')}; ` +
      `all suites ${seconds(sum, 0)}, wall ${seconds(wallMs, 0)}`,
  );
  return lines.join('\n');
}

module.exports = { formatSuiteTimes };
