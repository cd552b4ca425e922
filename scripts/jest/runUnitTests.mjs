// npm run test:unit: jest in two passes. Most suites wait on real parts (ffmpeg, databases, sockets)
// far more than they compute, so three workers share the two cores; the suites in aloneSuites.cjs then run
// in band, so nothing else skews what they measure. Options are passed to both passes; given a
// path pattern, jest runs once, as asked (one suite alone needs no split). --pass=shared or
// --pass=alone runs one pass only (npm test runs the shared one beside the builds).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { ALONE_SUITES } = require('./aloneSuites.cjs');
const { startCpuMeter } = require('../cpuMeter.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const jest = [
  '--experimental-vm-modules',
  '--disable-warning=ExperimentalWarning',
  path.join(root, 'node_modules/jest/bin/jest.js'),
];
const PASS_OPTION = '--pass=';
const only = process.argv.find((arg) => arg.startsWith(PASS_OPTION))?.slice(PASS_OPTION.length);
if (only !== undefined && only !== 'shared' && only !== 'alone') {
  throw new Error(`${PASS_OPTION}${only}: the passes are 'shared' and 'alone'`);
}
const args = process.argv.slice(2).filter((arg) => !arg.startsWith(PASS_OPTION));
const escaped = ALONE_SUITES.map((suite) => suite.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const WORKERS = process.env.JEST_WORKERS ?? '3';

const narrowed = args.some((arg) => !arg.startsWith('-'));
const shared = ['--maxWorkers', WORKERS, ...args, '--testPathIgnorePatterns', ...escaped];
const alone = ['--runInBand', ...args, ...escaped];
const passes = narrowed
  ? [{ name: 'jest', args }]
  : [
      { pass: 'shared', name: 'jest shared pass', args: shared },
      { pass: 'alone', name: 'jest alone pass', args: alone },
    ].filter(({ pass }) => only === undefined || pass === only);
let failed = false;
for (const pass of passes) {
  const meter = startCpuMeter();
  const run = spawnSync(process.execPath, [...jest, ...pass.args], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) failed = true;
  // What the pass cost the cores (scripts/cpuMeter.cjs).
  process.stdout.write(`\n${pass.name}: ${meter()}\n`);
}
process.exit(failed ? 1 : 0);
