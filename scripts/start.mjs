// `npm start`: builds what is missing, then runs the platform (server + console) in the foreground.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, ROOT } from './buildIfStale.mjs';

buildIfStale();
const server = spawn(process.execPath, [path.join(ROOT, 'build/server/main.js')], {
  cwd: process.cwd(),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
