// Starts the real platform for the end-to-end suite: a fresh temporary data directory (so every
// run begins from the demo seed), the built console, a fixed port from E2E_PORT.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './buildIfStale.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-e2e-'));
const server = spawn(process.execPath, [path.join(ROOT, 'build/server/main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '8181',
    VANTAGE_DATA: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
});
const cleanUp = () => fs.rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
