/** scripts/buildIfStale.mjs (server and web console, when older than their sources) for the
 *  browser benches, in a child process whose output goes to stderr so stdout carries only the
 *  report. */
import { spawnSync } from 'node:child_process';
import { ROOT } from './serverProcess';

export function buildIfStale(): void {
  const script = "import('./scripts/buildIfStale.mjs').then((build) => build.buildIfStale())";
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    stdio: ['ignore', 2, 2],
  });
  if (result.status !== 0) throw new Error(`Building the server or the console failed (exit ${result.status})`);
}
