// Runs npm scripts side by side and fails when any fails (npm test: lint, the type-check and the
// console's web and desktop builds; each keeps about one core busy, and the four together keep
// both cores busy until the last ends). Each script's output is printed whole when it ends, so
// they do not interleave.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const runs = scripts.map(
  (script) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) => {
        process.stdout.write(`\n> npm run ${script} (exit ${code})\n${Buffer.concat(output).toString()}`);
        resolve(code === 0);
      });
    }),
);
process.exit((await Promise.all(runs)).every(Boolean) ? 0 : 1);
