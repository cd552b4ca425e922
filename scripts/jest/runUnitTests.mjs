// npm run test:unit: jest in two passes. Most suites wait on real parts (ffmpeg, databases, sockets)
// far more than they compute, so three workers share the two cores; the suites in aloneSuites.cjs then run
// in band, so nothing else skews what they measure. Options are passed to both passes; given a
// path pattern, jest runs once, as asked (one suite alone needs no split).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { ALONE_SUITES } = require('./aloneSuites.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const jest = [
  '--experimental-vm-modules',
  '--disable-warning=ExperimentalWarning',
  path.join(root, 'node_modules/jest/bin/jest.js'),
];
const args = process.argv.slice(2);
const escaped = ALONE_SUITES.map((suite) => suite.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const WORKERS = process.env.JEST_WORKERS ?? '3';

const narrowed = args.some((arg) => !arg.startsWith('-'));
const passes = narrowed
  ? [args]
  : [
      ['--maxWorkers', WORKERS, ...args, '--testPathIgnorePatterns', ...escaped],
      ['--runInBand', ...args, ...escaped],
    ];
let failed = false;
for (const pass of passes) {
  const run = spawnSync(process.execPath, [...jest, ...pass], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
