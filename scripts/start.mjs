// `npm start`: builds what is missing, then runs the platform (server + console) in the foreground.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, ROOT } from './buildIfStale.mjs';

buildIfStale();
const server = spawn(process.execPath, [path.join(ROOT, 'build/server/main.js')], {
  cwd: process.cwd(),
  stdio: 'inherit',
  // Two glibc malloc arenas instead of one per thread: memory freed after bursts of large requests
  // goes back instead of staying resident (server/platform/malformedInput.test.ts measures it).
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
