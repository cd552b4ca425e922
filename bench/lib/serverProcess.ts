/** Builds the platform server and runs it as a separate child process on a free port with a fresh data directory. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BUILT_ENTRY, type PlatformProcess, ROOT, startPlatformProcess } from '../../server/testing/platformProcess';

export { ROOT };

/** BENCH_PORT_BASE + offset, for a bench that must keep to a range of ports on a shared machine (the
 *  platform at the base, the baselines' servers after it); 0 (a free port) when it is not set. */
export function benchPort(offset: number): number {
  const base = Number(process.env.BENCH_PORT_BASE);
  return Number.isInteger(base) && base > 0 ? base + offset : 0;
}
export type ServerProcess = PlatformProcess;

/** `tsc -b server`: incremental, so it is quick when build/server is current. Output goes to stderr. */
export function buildServer(): void {
  const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-b', 'server'], { cwd: ROOT, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error(`tsc -b server failed (exit ${result.status ?? result.signal})`);
  if (!fs.existsSync(BUILT_ENTRY)) throw new Error(`${BUILT_ENTRY} is missing after the build`);
}

export interface StartOptions {
  /** The console the server serves; a one-line stub page when absent (the server benches need none). */
  consoleDir?: string;
}

export function startServer(databaseUrl: string | undefined, options: StartOptions = {}): Promise<ServerProcess> {
  return startPlatformProcess({
    entry: 'build',
    databaseUrl,
    ...(options.consoleDir && { consoleDir: options.consoleDir }),
    ...(process.env.BENCH_PORT_BASE && { port: benchPort(0) }),
    // The demo cameras' encoders would compete with the measured server; bench/media turns them on.
    env: { VANTAGE_MEDIA: process.env.VANTAGE_MEDIA ?? '0' },
  });
}
