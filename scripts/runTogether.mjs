// Runs npm scripts side by side and fails when any fails. npm test runs jest's shared pass this way
// beside lint, the type-check and the console's web and desktop builds: the pass spends its first
// minutes in suites that wait on cameras, clocks and databases (the cores half idle), and the four
// checks, named after --nice, run at the lowest priority (nice 19), so they take the cores only
// while the suites leave them idle, and the suites' waits and measurements keep the cores they need.
// Each script's output is printed whole when it ends, so they do not interleave.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';

const NICE = '--nice';
const args = process.argv.slice(2);
const niceFrom = args.includes(NICE) ? args.indexOf(NICE) : args.length;
const scripts = args.filter((arg) => arg !== NICE).map((script, index) => ({ script, niced: index >= niceFrom }));
const runs = scripts.map(
  ({ script, niced }) =>
    new Promise((resolve) => {
      const npm = ['npm', 'run', '--silent', script];
      const [command, ...rest] = niced ? ['nice', '-n', '19', ...npm] : npm;
      const child = spawn(command, rest, { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      const started = Date.now();
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        const how = niced ? ', nice 19' : '';
        process.stdout.write(
          `\n> npm run ${script} (exit ${code}, ${seconds} s${how})\n${Buffer.concat(output).toString()}`,
        );
        resolve(code === 0);
      });
    }),
);
process.exit((await Promise.all(runs)).every(Boolean) ? 0 : 1);
