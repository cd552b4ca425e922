/** Recording coverage on a starved machine (issue 27 #9): the platform records its demo cameras
 *  while a CPU load of BENCH_LOAD_FACTOR (default 2) busy processes per core runs for
 *  BENCH_COVERAGE_SECONDS (default 120), and once every BENCH_BLOCK_EVERY_S (default 60) the
 *  server's own event loop is held for BENCH_BLOCK_MS (default 6000, past the cameras' 4 s no-video
 *  limit), as one long request holds it. Coverage is read from the archive index afterwards: per
 *  continuously recording camera, the share of the window its FULL stream's fragments cover.
 *  The load processes end by themselves after the window. Goal: ≥ 99.9 % on every camera.
 *  Prints JSON, then one summary line. Run: npx tsx bench/recordingCoverage.ts */
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { STREAM_NUMBER } from '../shared/video/constants';
import { startPlatformProcess, type PlatformProcess } from '../server/testing/platformProcess';
import { inspectorOptions } from '../server/testing/retainedMemory';
import { startBackgroundLoad } from './lib/backgroundLoad';
import { loadAverage } from './lib/report';
import { connectServerInspector, type ServerInspector } from './lib/serverInspector';
import { buildServer } from './lib/serverProcess';

const SECONDS = Number(process.env.BENCH_COVERAGE_SECONDS ?? 120);
const LOAD_FACTOR = Number(process.env.BENCH_LOAD_FACTOR ?? 2);
const BLOCK_MS = Number(process.env.BENCH_BLOCK_MS ?? 6_000);
const BLOCK_EVERY_S = Number(process.env.BENCH_BLOCK_EVERY_S ?? 60);
/** The cameras record this long before the window: their first runs have started. */
const WARM_UP_MS = 20_000;
/** The index is written a moment behind the video; the window's end waits this long. */
const INDEX_SETTLE_MS = 3_000;
const GOAL_PCT = 99.9;
const log = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface CameraCoverage {
  coveredPct: number;
  /** Longest stretch of the window without video, ms. */
  longestGapMs: number;
  /** Runs that started in the window (each restart opens a new segment). */
  runsStarted: number;
}

/** Share of [from, to) that the camera's FULL fragments cover, from the archive index. */
function coverage(db: BetterSqlite3.Database, camera: string, from: number, to: number): CameraCoverage {
  const rows = db
    .prepare(
      'SELECT start_ms AS s, end_ms AS e FROM archive_fragments WHERE camera_id = ? AND stream = ? AND end_ms > ? AND start_ms < ? ORDER BY start_ms',
    )
    .all(camera, STREAM_NUMBER.FULL, from, to) as Array<{ s: number; e: number }>;
  let covered = 0;
  let reached = from;
  let longestGapMs = 0;
  for (const { s, e } of rows) {
    const start = Math.max(s, reached);
    const end = Math.min(e, to);
    longestGapMs = Math.max(longestGapMs, start - reached);
    if (end > start) covered += end - start;
    reached = Math.max(reached, end);
  }
  longestGapMs = Math.max(longestGapMs, to - reached);
  const segments = db
    .prepare(
      'SELECT COUNT(*) AS n FROM archive_segments WHERE camera_id = ? AND stream = ? AND start_ms >= ? AND start_ms < ?',
    )
    .get(camera, STREAM_NUMBER.FULL, from, to) as { n: number };
  return { coveredPct: (100 * covered) / (to - from), longestGapMs, runsStarted: segments.n };
}

/** The cameras that record all the time (an EVENTS camera records only around events). */
function continuousCameras(db: BetterSqlite3.Database): string[] {
  const rows = db.prepare("SELECT id, config FROM devices WHERE device_type = 'camera'").all() as Array<{
    id: string;
    config: string;
  }>;
  return rows
    .filter(
      (row) => ((JSON.parse(row.config) as { recordingMode?: string }).recordingMode ?? 'CONTINUOUS') === 'CONTINUOUS',
    )
    .map((row) => row.id)
    .sort();
}

/** Holds the server's event loop for `ms`, as one long synchronous request would. */
async function holdEventLoop(inspector: ServerInspector, ms: number): Promise<void> {
  await inspector.evaluate(`(() => { const end = Date.now() + ${ms}; while (Date.now() < end) {} return true; })()`);
}

async function main(): Promise<void> {
  buildServer();
  const cores = os.cpus().length;
  let server: PlatformProcess | undefined;
  let inspector: ServerInspector | undefined;
  try {
    server = await startPlatformProcess({
      entry: 'build',
      // Loopback only: the bench holds the server's event loop through it.
      env: { VANTAGE_MEDIA: '1', LOG_LEVEL: 'warn', NODE_OPTIONS: inspectorOptions() },
    });
    inspector = await connectServerInspector(server.output());
    log(`recording ${WARM_UP_MS / 1000} s before the window …`);
    await sleep(WARM_UP_MS);
    const loadBefore = loadAverage();
    const from = Date.now();
    const to = from + SECONDS * 1000;
    log(
      `${LOAD_FACTOR * cores} busy processes for ${SECONDS} s, the event loop held ${BLOCK_MS} ms every ${BLOCK_EVERY_S} s …`,
    );
    // Bounded: the load ends by itself at the window's end even if this bench is killed.
    const load = startBackgroundLoad(100, LOAD_FACTOR * cores, SECONDS * 1000);
    const loadSamples: number[] = [];
    let blocks = 0;
    try {
      let nextBlockAt = from + (BLOCK_EVERY_S * 1000) / 2;
      while (Date.now() < to) {
        await sleep(1_000);
        loadSamples.push(os.loadavg()[0] ?? 0);
        if (BLOCK_MS > 0 && Date.now() >= nextBlockAt && Date.now() + BLOCK_MS < to) {
          await holdEventLoop(inspector, BLOCK_MS);
          blocks += 1;
          nextBlockAt += BLOCK_EVERY_S * 1000;
        }
      }
    } finally {
      load.stop();
    }
    await sleep(INDEX_SETTLE_MS);
    const db = new BetterSqlite3(path.join(server.dataDir, 'data', 'vantage.db'), { readonly: true });
    const cameras = Object.fromEntries(continuousCameras(db).map((id) => [id, coverage(db, id, from, to)]));
    db.close();
    const pcts = Object.values(cameras).map((c) => c.coveredPct);
    const round = (n: number) => Math.round(n * 1000) / 1000;
    const report = {
      bench: 'recordingCoverage',
      at: new Date().toISOString(),
      cores,
      loadProcesses: LOAD_FACTOR * cores,
      windowSeconds: SECONDS,
      eventLoopHolds: { count: blocks, ms: BLOCK_MS },
      loadAverage: {
        before: loadBefore,
        during1mMax: Math.max(...loadSamples),
        after: loadAverage(),
      },
      goalPct: GOAL_PCT,
      minCoveredPct: round(Math.min(...pcts)),
      meanCoveredPct: round(pcts.reduce((a, b) => a + b, 0) / pcts.length),
      cameras: Object.fromEntries(
        Object.entries(cameras).map(([id, c]) => [id, { ...c, coveredPct: round(c.coveredPct) }]),
      ),
      incident: server.unexpectedExit(),
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    const restarts = Object.values(cameras).reduce((n, c) => n + Math.max(0, c.runsStarted), 0);
    process.stdout.write(
      `recording coverage at ${LOAD_FACTOR}x cores (${LOAD_FACTOR * cores} busy processes, load ${report.loadAverage.during1mMax.toFixed(1)}), ` +
        `${blocks} event-loop holds of ${BLOCK_MS} ms, ${SECONDS} s: min ${report.minCoveredPct} %, mean ${report.meanCoveredPct} % ` +
        `over ${pcts.length} cameras; segments started in the window ${restarts}; goal ≥ ${GOAL_PCT} %\n`,
    );
  } finally {
    inspector?.close();
    await server?.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
