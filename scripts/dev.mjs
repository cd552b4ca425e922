// `npm run dev`: rebuilds the console and the server on change and restarts the server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, ROOT } from './buildIfStale.mjs';

buildIfStale();
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const children = [
  spawn(bin('tsc'), ['-b', 'server', '--watch', '--preserveWatchOutput'], { cwd: ROOT, stdio: 'inherit' }),
  spawn(bin('webpack'), ['--config', 'webpack.config.js', '--env', 'target=web', '--mode', 'development', '--watch'], {
    cwd: ROOT,
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['--watch', path.join(ROOT, 'build/server/main.js')], {
    cwd: process.cwd(),
    stdio: 'inherit',
    // Development answers GraphQL introspection (production does not).
    env: { ...process.env, VANTAGE_DEV: '1' },
  }),
];
const stop = () => {
  children.forEach((child) => child.kill('SIGTERM'));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
