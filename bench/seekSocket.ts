/** The platform's answer to a seek on its media socket, without a browser (issue 37): a viewer in
 *  the bench's own process plays Demo HQ Camera 1's archive and seeks as the console does (pause,
 *  seek, play in one go) to random times; each seek is timed to the `seeked` reply, the first
 *  picture, and the picture at the time asked for. Beside it, in the same rounds, a plain HTTP GET
 *  of a 1 s segment's bytes from a server process that does nothing else (hls.js's side of the
 *  seek lane), and the platform's event-loop delay over each round (through its inspector).
 *
 *  npx tsx bench/seekSocket.ts                       # 3 rounds of 20 seeks
 *  BENCH_ROUNDS=5 BENCH_TRIALS=30 BENCH_PORT_BASE=4850 npx tsx bench/seekSocket.ts
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { MEDIA_WS_PATH, MEDIA_WS_PROTOCOL, STREAM_NUMBER } from '../shared/video/constants';
import { decodeMediaFrame } from '../shared/video/mediaFrame';
import { inspectorOptions } from '../server/testing/retainedMemory';
import { startBackgroundLoad } from './lib/backgroundLoad';
import { archiveStart, signIn, type ConsoleSession } from './lib/consoleSession';
import { distribution, type Distribution } from './lib/distribution';
import { loadAverage } from './lib/report';
import { connectServerInspector, type ServerInspector } from './lib/serverInspector';
import { startPlatformProcess } from '../server/testing/platformProcess';
import { benchPort, buildServer } from './lib/serverProcess';

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const TRIALS = Math.max(1, Number(process.env.BENCH_TRIALS ?? 20));
const LOAD_PERCENT = Number(process.env.BENCH_LOAD_PERCENT ?? 50);
/** As bench/video's seek lane: the camera, the archive it waits for and the margins of a target. */
const CAMERA = 'demo-hq-camera-1';
const MIN_ARCHIVE_MS = 40_000;
const MARGIN_MS = 5_000;
const PAUSE_MS = 1_500;
const MEDIA_URL = 'mutation($id: ID!) { issueMediaUrl(cameraId: $id) { ticket } }';
const log = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** One seek, ms from sending it. */
interface SeekTiming {
  /** The time asked for, and when the seek was sent (ms since the epoch, sub-ms: to line up with
   *  the platform's own log of it). */
  time: number;
  sentAt: number;
  seeked: number;
  firstPicture: number;
  atTarget: number;
}

/** A viewer of the camera's archive on the platform's media socket. */
class ArchiveViewer {
  private listener: ((data: Buffer, binary: boolean, at: number) => void) | undefined;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer, binary) => this.listener?.(data, binary, performance.now()));
  }

  static async open(session: ConsoleSession, from: number): Promise<ArchiveViewer> {
    const answer = await session.graphql<{ issueMediaUrl: { ticket: string } }>(MEDIA_URL, { id: CAMERA });
    const socket = new WebSocket(`${session.serverUrl.replace(/^http/, 'ws')}${MEDIA_WS_PATH}`, MEDIA_WS_PROTOCOL);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const viewer = new ArchiveViewer(socket);
    const ticket = answer.issueMediaUrl.ticket;
    socket.send(JSON.stringify({ cmd: 'init', objid: CAMERA, streamid: STREAM_NUMBER.FULL, ticket, startTime: from }));
    socket.send(JSON.stringify({ cmd: 'play', speed: 1 }));
    await viewer.seek(from);
    return viewer;
  }

  /** Seeks as the console does (PlayerSession.reposition) and times the answer. */
  seek(time: number): Promise<SeekTiming> {
    return new Promise((resolve, reject) => {
      const sent = performance.now();
      let seeked: number | undefined;
      let firstPicture: number | undefined;
      const timer = setTimeout(() => {
        this.listener = undefined;
        reject(new Error(`no picture at ${new Date(time).toISOString()} within 10 s`));
      }, 10_000);
      this.listener = (data, binary, at) => {
        if (!binary) {
          const value = JSON.parse(data.toString()) as { seeked?: number; code?: number; error?: string };
          if (value.seeked === time) seeked ??= at;
          if (value.code !== undefined) reject(new Error(`stopped: [${value.code}] ${value.error}`));
          return;
        }
        // Pictures of the play before the seek are still on their way until `seeked`.
        if (seeked === undefined) return;
        const frame = decodeMediaFrame(new Uint8Array(data));
        if (frame.audio || frame.metadata) return;
        firstPicture ??= at;
        if (frame.pts + frame.duration <= time) return;
        clearTimeout(timer);
        this.listener = undefined;
        resolve({
          time,
          sentAt: performance.timeOrigin + sent,
          seeked: seeked - sent,
          firstPicture: firstPicture - sent,
          atTarget: at - sent,
        });
      };
      for (const command of [{ cmd: 'pause' }, { cmd: 'seek', time }, { cmd: 'play', speed: 1 }]) {
        this.socket.send(JSON.stringify(command));
      }
    });
  }

  heartbeat(): void {
    this.socket.send('{}');
  }

  close(): void {
    this.socket.close();
  }
}

/** A server process that only serves one file, read from disk each time (as hls.js's segments
 *  are served in bench/video), and the time of a GET of it on a kept-alive connection. */
async function startFileServer(bytes: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seek-socket-'));
  const file = path.join(dir, 'segment.m4s');
  fs.writeFileSync(file, Buffer.alloc(bytes, 7));
  const port = benchPort(1) || 0;
  const script =
    `const fs = require('fs'); const s = require('http').createServer((q, r) => fs.readFile(${JSON.stringify(file)}, ` +
    `(e, b) => { r.setHeader('cache-control', 'no-store'); r.end(b); })); ` +
    `s.listen(${port}, '127.0.0.1', () => console.log(s.address().port));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const listening = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`the file server exited (${code})`)));
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<number>((resolve, reject) => {
      const sent = performance.now();
      http
        .get({ host: '127.0.0.1', port: listening, path: '/segment.m4s', agent }, (response) => {
          response.on('data', () => undefined);
          response.on('end', () => resolve(performance.now() - sent));
        })
        .on('error', reject);
    });
  return {
    get,
    stop() {
      agent.destroy();
      child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const INSTALL_LOOP_MONITOR = `(() => {
  const { monitorEventLoopDelay } = process.getBuiltinModule('node:perf_hooks');
  globalThis.__seekLoopDelay ??= monitorEventLoopDelay({ resolution: 1 });
  globalThis.__seekLoopDelay.enable();
  globalThis.__seekLoopDelay.reset();
  return true;
})()`;
const READ_LOOP_DELAY = `(() => {
  const h = globalThis.__seekLoopDelay;
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  return { p50: ms(h.percentile(50)), p95: ms(h.percentile(95)), max: ms(h.max) };
})()`;

interface RoundFigures {
  load: number[];
  seeked: Distribution;
  firstPicture: Distribution;
  atTarget: Distribution;
  fileGet: Distribution;
  serverLoopDelayMs: { p50: number; p95: number; max: number };
  seeks: SeekTiming[];
  failures: string[];
}

async function round(
  viewer: ArchiveViewer,
  file: { get(): Promise<number> },
  inspector: ServerInspector,
  recordedFrom: number,
): Promise<RoundFigures> {
  const load = loadAverage();
  await inspector.evaluate(INSTALL_LOOP_MONITOR);
  const seeks: SeekTiming[] = [];
  const gets: number[] = [];
  const failures: string[] = [];
  for (let trial = 0; trial < TRIALS; trial++) {
    const latest = Date.now() - 2 * MARGIN_MS;
    const earliest = recordedFrom + MARGIN_MS;
    const time = Math.round(earliest + Math.random() * (latest - earliest));
    // Alternating, so both see the same moments of the machine's load.
    try {
      seeks.push(await viewer.seek(time));
    } catch (err) {
      failures.push(message(err));
    }
    await sleep(PAUSE_MS / 2);
    gets.push(await file.get());
    viewer.heartbeat();
    await sleep(PAUSE_MS / 2);
  }
  return {
    load,
    seeked: distribution(seeks.map((s) => s.seeked)),
    firstPicture: distribution(seeks.map((s) => s.firstPicture)),
    atTarget: distribution(seeks.map((s) => s.atTarget)),
    fileGet: distribution(gets),
    serverLoopDelayMs: await inspector.evaluate(READ_LOOP_DELAY),
    seeks,
    failures,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;
const brief = (rounds: RoundFigures[], pick: (r: RoundFigures) => Distribution) =>
  (['p50', 'p95'] as const)
    .map((at) => {
      const values = rounds.map((r) => pick(r)[at]);
      return `${at} ${median(values)} (${Math.min(...values)}–${Math.max(...values)})`;
    })
    .join(' ');

async function main() {
  buildServer();
  const load = startBackgroundLoad(LOAD_PERCENT);
  const server = await startPlatformProcess({
    entry: 'build',
    ...(benchPort(0) > 0 && { port: benchPort(0) }),
    // The demo cameras encode and record from the start, as in bench/video.
    env: { VANTAGE_MEDIA: '1', NODE_OPTIONS: inspectorOptions() },
  }).catch((err: unknown) => {
    load.stop();
    throw err;
  });
  let file: Awaited<ReturnType<typeof startFileServer>> | undefined;
  let inspector: ServerInspector | undefined;
  let viewer: ArchiveViewer | undefined;
  try {
    inspector = await connectServerInspector(server.output());
    const session = await signIn(server.url, 'admin', 'admin', 'demo-hq');
    // A 1 s segment of bench/video's HLS source is about 31 KB (250 kbit/s); the demo camera's GOP
    // is larger: the platform's is read here, the file the same size.
    file = await startFileServer(Number(process.env.BENCH_FILE_BYTES ?? 64 * 1024));
    let recordedFrom: number | null = null;
    for (;;) {
      recordedFrom = await archiveStart(session, CAMERA);
      if (recordedFrom !== null && Date.now() - recordedFrom >= MIN_ARCHIVE_MS) break;
      log(`waiting for ${MIN_ARCHIVE_MS / 1000} s of archive …`);
      await sleep(5_000);
    }
    viewer = await ArchiveViewer.open(session, recordedFrom + MARGIN_MS);
    const rounds: RoundFigures[] = [];
    for (let r = 1; r <= ROUNDS; r++) {
      log(`round ${r} of ${ROUNDS} (load ${loadAverage().join(' ')})`);
      rounds.push(await round(viewer, file, inspector, recordedFrom));
    }
    const report = { rounds, trials: TRIALS, loadPercent: LOAD_PERCENT, cpus: os.cpus().length };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(
      `seek on the socket: seeked ${brief(rounds, (r) => r.seeked)}; first picture ${brief(rounds, (r) => r.firstPicture)}; ` +
        `at the time asked ${brief(rounds, (r) => r.atTarget)}; file GET ${brief(rounds, (r) => r.fileGet)}; ` +
        `platform loop delay p50 ${rounds.map((r) => r.serverLoopDelayMs.p50).join('/')} ms; ` +
        `load ${rounds.map((r) => r.load[0]).join('/')}\n`,
    );
  } catch (err) {
    log(`--- the platform's last output ---\n${server.output()}`);
    throw err;
  } finally {
    viewer?.close();
    inspector?.close();
    file?.stop();
    await server.stop();
    load.stop();
  }
}

main().catch((err: unknown) => {
  log(message(err));
  process.exit(1);
});
