// Runs npm scripts side by side and fails when any fails. npm test runs jest's shared pass this way
// beside lint, the type-check and the console's web and desktop builds: the pass spends its first
// minutes in suites that wait on cameras, clocks and databases (the cores half idle), and the four
// checks, named after --nice, run at the lowest priority (nice 19), so they take the cores only
// while the suites leave them idle, and the suites' waits and measurements keep the cores they need.
// Each script's output is printed whole when it ends, so they do not interleave, with its CPU time
// (bash's `times` after it), and the end says how busy the cores were meanwhile (cpuMeter.cjs).
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const { parseBashTimes, startCpuMeter } = createRequire(import.meta.url)('./cpuMeter.cjs');

const NICE = '--nice';
const args = process.argv.slice(2);
const niceFrom = args.includes(NICE) ? args.indexOf(NICE) : args.length;
const scripts = args.filter((arg) => arg !== NICE).map((script, index) => ({ script, niced: index >= niceFrom }));
const meter = startCpuMeter();
const runs = scripts.map(
  ({ script, niced }) =>
    new Promise((resolve) => {
      // One stream, in order; the script's exit code is kept, and `times` ends the output with the
      // CPU time of all it ran.
      const npm = ['bash', '-c', 'exec 2>&1; npm run --silent "$0"; code=$?; echo; times; exit $code', script];
      const [command, ...rest] = niced ? ['nice', '-n', '19', ...npm] : npm;
      const child = spawn(command, rest, { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      const started = Date.now();
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        const how = niced ? ', nice 19' : '';
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
process.stdout.write(`\n${scripts.map(({ script }) => script).join(' ‖ ')}: ${meter()}\n`);
process.exit(results.every(Boolean) ? 0 : 1);
