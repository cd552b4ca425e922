// Sets of npm test's end-to-end suite (e2eSets.cjs), one after the other: `timing`, the tests that
// judge real-time video and audio, `analytics`, those that look at the demo's analytics cameras, and
// `rest`, all others (`rest+analytics` runs both). npm test runs the rest and the analytics set at
// the lowest priority beside jest's alone pass and then the timing set alone
// (scripts/runTogether.mjs); each set has a platform of its own: the timing set on E2E_PORT (8181
// unless set), the rest on the port after it, the analytics set on the next, each with its data
// directory (playwright.config.ts), so none sees another's data. Arguments go to Playwright. Each set
// ends with its wall time and what it cost the cores; the exit code is the first failing set's.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { startCpuMeter } = require('../cpuMeter.cjs');
const { timingGrep, analyticsGrep } = require('./e2eSets.cjs');

// Only the analytics set's platform runs the demo's analytics cameras (VANTAGE_DEMO_ANALYTICS):
// no other test looks at them, and their scenes and workers took half a core of the two the other
// sets' tests wait on (bench/idlePlatform.ts: an idle platform 135 % of one core, 86 % without).
const WITHOUT_ANALYTICS = { VANTAGE_DEMO_ANALYTICS: '0' };
const SETS = {
  timing: { grep: ['--grep', timingGrep()], portOffset: 0, env: WITHOUT_ANALYTICS },
  rest: { grep: ['--grep-invert', `${timingGrep()}|${analyticsGrep()}`], portOffset: 1, env: WITHOUT_ANALYTICS },
  analytics: { grep: ['--grep', analyticsGrep()], portOffset: 2, env: {} },
};
const [names = '', ...args] = process.argv.slice(2);
const sets = names.split('+');
for (const name of sets) {
  if (!SETS[name]) throw new Error(`runE2eSet: the sets are ${Object.keys(SETS).join(', ')}, not '${name}'`);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const playwright = path.join(root, 'node_modules/@playwright/test/cli.js');
// E2E_DIR follows the port (playwright.config.ts): one for every set would be shared.
const { E2E_DIR: _shared, ...env } = process.env;

/** Runs one set; resolves with Playwright's exit code. */
async function runSet(name) {
  const set = SETS[name];
  const port = Number(process.env.E2E_PORT ?? 8181) + set.portOffset;
  const meter = startCpuMeter();
  const child = spawn(
    process.execPath,
    [playwright, 'test', ...set.grep, `--output=test-results/e2e-${name}`, ...args],
    {
      cwd: root,
      stdio: 'inherit',
      // Off CI the HTML report is written too: one folder a set.
      env: {
        ...env,
        ...set.env,
        E2E_PORT: String(port),
        E2E_SET: name,
        PLAYWRIGHT_HTML_OUTPUT_DIR: `playwright-report/e2e-${name}`,
      },
    },
  );
  const code = await new Promise((resolve) => child.on('close', (exitCode) => resolve(exitCode ?? 1)));
  // What the run cost the cores (scripts/cpuMeter.cjs): its idle share is room for work beside it.
  process.stdout.write(`\ne2e ${name} (exit ${code}): ${meter()}\n`);
  return code;
}

let failed = 0;
// Each set runs even when one before it failed: a run reports every failure it has.
for (const name of sets) {
  const code = await runSet(name);
  if (code !== 0 && failed === 0) failed = code;
}
process.exit(failed);
