// One set of npm test's end-to-end suite (e2eSets.cjs): `timing`, the tests that judge real-time
// video and audio, or `rest`, all others. npm test runs the rest at the lowest priority beside jest's
// alone pass and then the timing set alone (scripts/runTogether.mjs); each set has a platform
// of its own: the timing set on E2E_PORT (8181 unless set), the rest on the port after it, each
// with its data directory (playwright.config.ts), so neither sees the other's data. Arguments go to
// Playwright. Ends with the set's wall time and what it cost the cores.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { startCpuMeter } = require('../cpuMeter.cjs');
const { timingGrep } = require('./e2eSets.cjs');

// The timing set's platform leaves out the demo's analytics cameras (VANTAGE_DEMO_ANALYTICS=0):
// none of its tests looks at them, and their scenes and workers took half a core of the two its
// tests judge real-time video on (bench/idlePlatform.ts: an idle platform 135 % of one core, 86 %
// without).
const SETS = {
  timing: { grep: '--grep', portOffset: 0, env: { VANTAGE_DEMO_ANALYTICS: '0' } },
  rest: { grep: '--grep-invert', portOffset: 1, env: {} },
};
const [name, ...args] = process.argv.slice(2);
const set = SETS[name];
if (!set) throw new Error(`runE2eSet: the sets are ${Object.keys(SETS).join(' and ')}, not '${name}'`);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const playwright = path.join(root, 'node_modules/@playwright/test/cli.js');
const port = Number(process.env.E2E_PORT ?? 8181) + set.portOffset;
// E2E_DIR follows the port (playwright.config.ts): one set for both runs would be shared.
const { E2E_DIR: _shared, ...env } = process.env;

const meter = startCpuMeter();
const child = spawn(
  process.execPath,
  [playwright, 'test', set.grep, timingGrep(), `--output=test-results/e2e-${name}`, ...args],
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
process.exit(code);
