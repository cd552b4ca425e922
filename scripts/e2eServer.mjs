// Starts the real platform for the end-to-end suite: a fresh temporary data directory (so every
// run begins from the demo seed), the built console, a fixed port from E2E_PORT. E2E_DIR (set by
// playwright.config.ts, read by test/e2e/e2eServerFiles.ts) holds data/ (the SQLite database) and
// mail/ (the VANTAGE_MAIL_DIR pickup folder the specs read e-mail from).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './buildIfStale.mjs';

const runDir = process.env.E2E_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-e2e-'));
fs.rmSync(runDir, { recursive: true, force: true });
const dataDir = path.join(runDir, 'data');
const mailDir = path.join(runDir, 'mail');
fs.mkdirSync(dataDir, { recursive: true });
fs.mkdirSync(mailDir, { recursive: true });
const server = spawn(process.execPath, [path.join(ROOT, 'build/server/main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '8181',
    VANTAGE_DATA: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    SMTP_URL: '',
    VANTAGE_MAIL_DIR: mailDir,
    // The specs' RTSP cameras and ONVIF devices listen on this machine.
    VANTAGE_PROBE_NETWORKS: 'public,127.0.0.0/8,::1',
  },
});
const cleanUp = () => fs.rmSync(runDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
