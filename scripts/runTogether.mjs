// Runs npm scripts side by side and fails when any fails. npm test runs jest's shared pass this way
// beside lint, the type-check and the builds, then jest's alone pass beside the end-to-end suite's
// tests that do not judge timing, and then the timing set alone (scripts/playwright/e2eSets.cjs).
// The pass spends its first minutes in suites that wait on cameras, clocks and databases (the cores
// half idle), and the alone pass most of its time: the scripts named after --nice run at the lowest
// priority (nice 19), and those after --idle lower still (SCHED_IDLE, which their children keep even
// where they set a niceness of their own, as the platform does as root: its recording ffmpeg at −5),
// so they take the cores only while the others leave them idle, and the suites' waits and
// measurements keep the cores they need. What they start in sessions of their own (Playwright's
// web server and browser) is kept as low by lowPriorityGroups.cjs. `a+b` runs script a, then b if
// a passed. Each script's output is printed whole when it ends, so they do not interleave, with
// its CPU time (bash's `times` after it), and the end says how busy the cores were meanwhile
// (cpuMeter.cjs).
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { parseBashTimes, startCpuMeter } = require('./cpuMeter.cjs');
const { startGroupWarden } = require('./lowPriorityGroups.cjs');

const PRIORITIES = {
  normal: { prefix: [], how: '' },
  '--nice': { prefix: ['nice', '-n', '19'], how: ', nice 19' },
  // SCHED_IDLE is Linux's (chrt is util-linux's); elsewhere the lowest niceness is as low as it goes.
  '--idle': {
    prefix: [...(process.platform === 'linux' ? ['chrt', '--idle', '0'] : []), 'nice', '-n', '19'],
    how: process.platform === 'linux' ? ', idle' : ', nice 19',
  },
};
let priority = 'normal';
const scripts = [];
for (const arg of process.argv.slice(2)) {
  if (arg in PRIORITIES) priority = arg;
  else scripts.push({ script: arg, ...PRIORITIES[priority] });
}
const meter = startCpuMeter();
// The low-priority scripts' shells, whose descendants' own sessions are kept low.
const lowPriority = new Set();
const stopWarden = startGroupWarden(() => [...lowPriority]);
const runs = scripts.map(
  ({ script, prefix, how }) =>
    new Promise((resolve) => {
      // One stream, in order; the scripts' exit code is kept, and `times` ends the output with the
      // CPU time of all they ran.
      const shell =
        'exec 2>&1; code=0; for step; do npm run --silent "$step" || { code=$?; break; }; done; echo; times; exit $code';
      const [command, ...rest] = [...prefix, 'bash', '-c', shell, 'bash', ...script.split('+')];
      const child = spawn(command, rest, { stdio: ['ignore', 'pipe', 'pipe'] });
      if (prefix.length > 0 && child.pid !== undefined) lowPriority.add(child.pid);
      const output = [];
      const started = Date.now();
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) => {
        lowPriority.delete(child.pid);
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        const text = Buffer.concat(output).toString();
        const cpu = parseBashTimes(text);
        const printed = cpu === undefined ? text : `${text.trimEnd().split('\n').slice(0, -2).join('\n').trimEnd()}\n`;
        const used = cpu === undefined ? '' : `, ${Math.round(cpu)} s of CPU`;
        process.stdout.write(`\n> npm run ${script} (exit ${code}, ${seconds} s${used}${how})\n${printed}`);
        resolve(code === 0);
      });
    }),
);
const results = await Promise.all(runs);
stopWarden();
process.stdout.write(`\n${scripts.map(({ script }) => script).join(' ‖ ')}: ${meter()}\n`);
process.exit(results.every(Boolean) ? 0 : 1);
