// `npm run setup -- --user … --password … --email … --realm …`: the first run's unattended form
// (server/platform/setupCommand.ts); builds what is missing, then runs it against the data the
// platform would use (same environment: VANTAGE_DATA, DATABASE_URL).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, ROOT } from './buildIfStale.mjs';

buildIfStale();
const setup = spawn(process.execPath, [path.join(ROOT, 'build/server/main.js'), 'setup', ...process.argv.slice(2)], {
  cwd: process.cwd(),
  stdio: 'inherit',
});
setup.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
