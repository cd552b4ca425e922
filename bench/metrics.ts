/** bench/metrics (issue 29): what the metrics cost and how fast a long report answers.
 *  - collection: the media pipeline's per-frame statistics and the collector's 5 s samples for 64
 *    cameras at 25 fps, timed in this process on the same code the platform runs, as a share of one
 *    core (target: ≤ 2 % extra); the relays themselves are not started (the same run without
 *    metrics would spend the same on them).
 *  - report: a 90-day cameraReport (1-hour points, the hour being filled folded from its minutes)
 *    over 1,000 cameras' stored series, through MetricsService as the resolver calls it, on SQLite
 *    and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL; target p95 ≤ 300 ms.
 *  Prints a JSON document, then one summary line per figure. Run: `npx tsx bench/metrics.ts`;
 *  BENCH_METRIC_CAMERAS changes the camera count, BENCH_QUERIES the reports per database. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { METRIC_RESOLUTION } from '../shared/metrics/metricNames';
import { STREAM_NUMBER } from '../shared/video/constants';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { MetricPointRepository, type MetricPointRow } from '../server/db/repositories/metricPoints';
import { MediaStatistics } from '../server/media';
import { MetricCollector, MetricsService } from '../server/metrics';
import { testDatabases, type TestDatabase } from '../server/testing/testDatabases';
import { distribution } from './lib/distribution';

const CAMERAS = Number(process.env.BENCH_METRIC_CAMERAS) || 1_000;
const QUERIES = Number(process.env.BENCH_QUERIES) || 100;
const RELAYED = 64;
const FPS = 25;
const FRAME_BYTES = 12_000;
const TARGET_OVERHEAD_PCT = 2;
const TARGET_P95_MS = 300;
const HOUR = METRIC_RESOLUTION.hour.stepMs;
const MINUTE = METRIC_RESOLUTION.minute.stepMs;
const NOW = Date.UTC(2026, 10, 1, 12, 30);
const DAYS = 90;

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);
const quiet = { info: () => undefined, warn: () => undefined, error: (m: string) => log(`error: ${m}`) };

/** CPU of one core the metrics take for RELAYED cameras: per-frame statistics plus a sample each 5 s. */
async function collectionOverhead() {
  const statistics = new MediaStatistics();
  const running = Array.from({ length: RELAYED }, (_, i) => ({
    device: { id: `cam-${i}`, parentId: null },
    health: 'NORMAL',
  }));
  const streams = running.map((c) => statistics.stream(c.device.id, STREAM_NUMBER.FULL));
  const data = { length: FRAME_BYTES };
  const store = { put: async () => undefined, rollUp: async () => undefined, prune: async () => 0 };
  const collector = new MetricCollector(
    { running: () => running, statistics },
    { allAvatars: async () => [] },
    store as unknown as MetricPointRepository,
    quiet,
  );
  // One minute of media time for every camera, each frame one fragment as the sources hand them on.
  const seconds = 60;
  const frameMs = 1000 / FPS;
  const cpuStart = process.cpuUsage();
  const wallStart = performance.now();
  for (let f = 0; f < seconds * FPS; f++) {
    const pts = NOW + f * frameMs;
    for (const stream of streams) {
      stream.arrived(pts + 30, [{ pts, duration: frameMs, key: f % FPS === 0, data }]);
      stream.recorded(FRAME_BYTES);
    }
    if (f % (5 * FPS) === 0) await collector.sample(pts + 30);
  }
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return {
    cameras: RELAYED,
    fps: FPS,
    mediaSeconds: seconds,
    cpuMs: Number(cpuMs.toFixed(1)),
    wallMs: Number((performance.now() - wallStart).toFixed(1)),
    /** CPU spent per second of real time, in percent of one core. */
    overheadPctOfCore: Number(((cpuMs / (seconds * 1000)) * 100).toFixed(3)),
  };
}

/** 90 days of hourly points and the last two hours of minutes for every camera, one metric. */
function* seriesRows(): Generator<MetricPointRow[]> {
  const firstHour = Math.floor((NOW - DAYS * 24 * HOUR) / HOUR) * HOUR;
  const currentHour = Math.floor(NOW / HOUR) * HOUR;
  for (let c = 0; c < CAMERAS; c++) {
    const rows: MetricPointRow[] = [];
    for (let t = firstHour; t < currentHour; t += HOUR) {
      rows.push({ deviceId: `cam-${c}`, metric: 'recordedBytes', stepMs: HOUR, time: t, value: 1e8 + (t % 7919) });
    }
    for (let t = currentHour - HOUR; t < NOW; t += MINUTE) {
      rows.push({ deviceId: `cam-${c}`, metric: 'recordedBytes', stepMs: MINUTE, time: t, value: 1.6e6 });
    }
    yield rows;
  }
}

async function reportLatency(database: TestDatabase) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-bench-metrics-'));
  const url = await database.create();
  const handle = openDatabase({ dataDir, databaseUrl: url });
  try {
    await migrateToLatest(handle.db);
    const store = new MetricPointRepository(handle.db);
    const fillStart = performance.now();
    let rows = 0;
    let cameras = 0;
    for (const batch of seriesRows()) {
      await store.put(batch);
      rows += batch.length;
      cameras += 1;
      if (cameras % 100 === 0) log(`${database.kind}: ${cameras} cameras stored (${rows} points)`);
    }
    const fillSeconds = (performance.now() - fillStart) / 1000;
    const service = new MetricsService(store, {
      statistics: new MediaStatistics(),
      archive: undefined as never,
    } as never);
    const times: number[] = [];
    let points = 0;
    for (let q = 0; q < QUERIES + 5; q++) {
      const camera = `cam-${(q * 7919) % CAMERAS}`;
      const started = performance.now();
      const report = await service.report('camera', camera, 'recordedBytes', NOW - DAYS * 24 * HOUR, NOW);
      const ms = performance.now() - started;
      // The first few warm the caches and the statement preparation.
      if (q >= 5) {
        times.push(ms);
        points = report.points.length;
      }
    }
    return {
      database: database.kind,
      cameras: CAMERAS,
      rows,
      fillSeconds: Math.round(fillSeconds),
      points,
      ...distribution(times),
    };
  } finally {
    await handle.close();
    await database.drop(url);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const collection = await collectionOverhead();
  const databases = testDatabases({
    TEST_DATABASE_URL: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL,
  });
  const reports = [];
  for (const database of databases) reports.push(await reportLatency(database));
  const result = {
    bench: 'metrics',
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model },
    collection: { ...collection, targetPct: TARGET_OVERHEAD_PCT },
    report: reports.map(({ values: _values, ...figures }) => ({ ...figures, targetP95Ms: TARGET_P95_MS })),
  };
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  process.stdout.write(
    `metrics collection for ${RELAYED} cameras at ${FPS} fps: ${collection.overheadPctOfCore} % of one core (target ≤ ${TARGET_OVERHEAD_PCT} %)\n`,
  );
  for (const r of reports) {
    process.stdout.write(
      `90-day report over ${r.cameras} cameras on ${r.database}: p95 ${r.p95} ms, p50 ${r.p50} ms, ${r.points} points (target p95 ≤ ${TARGET_P95_MS} ms)\n`,
    );
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
