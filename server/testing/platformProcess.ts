/** The platform in a process of its own on a free port with a fresh data directory: for benches
 *  (the built server) and for tests that must see the server's own memory or its crash (the
 *  source, through tsx). */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { AUTH_PATHS } from '../../shared/auth/loginApi';

export const ROOT = path.resolve(__dirname, '..', '..');
export const BUILT_ENTRY = path.join(ROOT, 'build', 'server', 'main.js');
const SOURCE_ENTRY = path.join(ROOT, 'server', 'main.ts');
/** glibc's malloc arenas for the platform process, as scripts/start.mjs sets them: with one per
 *  thread, memory freed after a burst of large requests stayed resident (RSS 12–17 % above its
 *  figure before the fault suite's fuzz; 6–10 % with two). */
const PLATFORM_MALLOC_ARENAS = '2';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
/** How much of the child's output is kept to explain a failure. */
const OUTPUT_TAIL_CHARS = 8_000;

export interface PlatformProcess {
  url: string;
  pid: number;
  /** The last lines the server wrote (warnings and errors at LOG_LEVEL=warn). */
  output(): string;
  /** How the server ended, when it ended by itself (not through stop()); undefined while it runs. */
  unexpectedExit(): string | undefined;
  /** The process's resident set size now (Linux /proc; 0 where there is none). */
  rssBytes(): number;
  /** The directory the server keeps its database and archive in. */
  dataDir: string;
  /** kill -9 of the server and of the processes it started (ffmpeg), as a crash or power loss
   *  would end them; the data directory stays. */
  crash(): Promise<void>;
  /** Stops the server (SIGTERM, then SIGKILL) and removes its data directory unless the caller
   *  gave it; safe to call twice. */
  stop(): Promise<void>;
}

/** The pids of a process's children (Linux /proc; none where there is none). */
export function childPids(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function residentBytes(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kB = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kB ? Number(kB) * 1024 : 0;
  } catch {
    return 0;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface PlatformProcessOptions {
  /** build/server/main.js (benches, after `tsc -b server`) or server/main.ts through tsx (tests). */
  entry: 'build' | 'source';
  /** PostgreSQL; SQLite in the data directory when undefined. */
  databaseUrl?: string;
  /** The console the server serves; a one-line stub page when absent. */
  consoleDir?: string;
  /** A data directory to use (a restart after a crash); the caller owns it. A fresh one when absent. */
  dataDir?: string;
  /** The port to listen on (a restart on the port clients reconnect to); a free one when absent. */
  port?: number;
  /** More settings (VANTAGE_MEDIA, VANTAGE_MEDIA_CAMERAS, LOG_LEVEL …). */
  env?: NodeJS.ProcessEnv;
}

export async function startPlatformProcess(options: PlatformProcessOptions): Promise<PlatformProcess> {
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-process-'));
  let consoleDir = options.consoleDir;
  if (!consoleDir) {
    consoleDir = path.join(dataDir, 'console');
    fs.mkdirSync(consoleDir, { recursive: true });
    fs.writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>Vantage</title><div id="root"></div>');
  }
  const port = options.port ?? (await freePort());
  const args = options.entry === 'build' ? [BUILT_ENTRY] : ['--import', 'tsx', SOURCE_ENTRY];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      VANTAGE_DATA: path.join(dataDir, 'data'),
      VANTAGE_CONSOLE_DIR: consoleDir,
      VANTAGE_DEMO: '1',
      VANTAGE_MEDIA: '0',
      LOG_LEVEL: 'warn',
      // As `npm start` runs it (scripts/start.mjs).
      MALLOC_ARENA_MAX: PLATFORM_MALLOC_ARENAS,
      // Empty means SQLite; never inherit the caller's DATABASE_URL by accident.
      DATABASE_URL: options.databaseUrl ?? '',
      ...options.env,
    },
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let stopped: Promise<void> | undefined;
  let crashed = false;
  let unexpectedExit: string | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      if (!stopped && !crashed) unexpectedExit = signal ? `killed by ${signal}` : `exited with code ${code}`;
      resolve();
    }),
  );

  const server: PlatformProcess = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    output: () => tail,
    unexpectedExit: () => unexpectedExit,
    rssBytes: () => residentBytes(child.pid ?? 0),
    dataDir,
    crash: async () => {
      const children = childPids(child.pid ?? 0);
      crashed = true;
      child.kill('SIGKILL');
      await exited;
      for (const pid of children) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Gone already, with its pipes.
        }
      }
    },
    stop: () => {
      stopped ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
          await exited;
          clearTimeout(timer);
        }
        if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
  try {
    await waitForHealth(server.url, exited);
  } catch (err) {
    await server.stop();
    throw new Error(`${err instanceof Error ? err.message : String(err)}\n--- server output ---\n${tail}`, {
      cause: err,
    });
  }
  return server;
}

/** Polls GET /api/health until it answers 200 (migrated, seeded, console present). */
async function waitForHealth(url: string, exited: Promise<void>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (gone) throw new Error('The server exited before it was healthy');
    try {
      const response = await fetch(`${url}${AUTH_PATHS.health}`);
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server was not healthy within ${START_TIMEOUT_MS / 1000} s`);
}
