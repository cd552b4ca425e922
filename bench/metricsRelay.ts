/** bench/metricsRelay (issue 29): what collecting the metrics costs the platform with 64 relayed
 *  cameras, in one run with the collection on and off by turns. One real RTSP server (GStreamer's,
 *  one H.264 encode shared by every client) feeds 64 cameras added by URL through importCameras, as
 *  an administrator adds them; the platform relays each without re-encoding (ffmpeg -c copy) and
 *  records it continuously. The platform runs in this process, so its CPU is this process's (the
 *  ffmpeg remuxers, the RTSP server and its encoder are other processes and not counted). Off, the
 *  media pipeline's per-frame statistics are a no-op and the collector does not sample; on, both
 *  run as they do in production. Phases alternate on/off, off/on, … so a passing load lands on both
 *  alike; the figure is the median of the rounds' differences per camera with their spread, beside
 *  each phase's load average. Target: ≤ 2 % of one core extra for the 64 cameras.
 *  Run: `npx tsx bench/metricsRelay.ts` (about 3 minutes); BENCH_RELAYS, BENCH_RELAY_FPS,
 *  BENCH_PHASE_S and BENCH_ROUNDS change the cameras, their frame rate, a phase's length and rounds. */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { STREAM_NUMBER } from '../shared/video/constants';
import { ApiClient } from '../server/testing/apiClient';
import { startRtspCamera } from '../server/testing/rtsp/startRtspCamera';
import { testDatabases } from '../server/testing/testDatabases';
import { startTestPlatform, type TestPlatform } from '../server/testing/testPlatform';
import type { MediaStatistics } from '../server/media';
import { StreamStatistics } from '../server/media/stats/StreamStatistics';
import { MetricCollector } from '../server/metrics';

const RELAYS = Number(process.env.BENCH_RELAYS) || 64;
const FPS = Number(process.env.BENCH_RELAY_FPS) || 25;
const PHASE_MS = (Number(process.env.BENCH_PHASE_S) || 15) * 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 3;
const SIZE = { width: 320, height: 240 };
const TARGET_PCT_OF_CORE = 2;
const ALL_NORMAL_WITHIN_MS = 120_000;
const IMPORT_BATCH = 8;

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** Median (the middle round of an odd count), lowest and highest. */
function spread(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2 ? sorted[Math.floor(middle)] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { median: round(median ?? 0), min: round(sorted[0] ?? 0), max: round(sorted.at(-1) ?? 0) };
}

/** A stream's statistics that keep nothing: the pipeline without its per-frame measuring. */
const NO_STATISTICS = {
  runStarted: () => undefined,
  arrived: () => undefined,
  recorded: () => undefined,
  reconnecting: () => undefined,
  runEnded: () => undefined,
  stopped: () => undefined,
};

/** Turns the platform's metrics collection on or off: per-frame statistics and the collector. */
async function setCollection(platform: TestPlatform, on: boolean): Promise<void> {
  const { media, metricCollector } = platform.platform.services;
  const statistics = media.statistics as MediaStatistics & { stream: MediaStatistics['stream'] };
  if (on) {
    // The prototype's method again.
    delete (statistics as Partial<Pick<MediaStatistics, 'stream'>>).stream;
    metricCollector.start();
  } else {
    await metricCollector.stop();
    statistics.stream = () => NO_STATISTICS as unknown as ReturnType<MediaStatistics['stream']>;
  }
}

/** Time spent inside the metrics' own code while collection is on (ms): the per-frame statistics'
 *  calls and the collector's samples (each sample's whole time, its database write's waits
 *  included: an upper bound). Beside the on/off difference, which the machine's load blurs, this
 *  is the cost attributed to the code itself. */
const inside = { statisticsMs: 0, collectorMs: 0 };

function timeMethods(): void {
  const proto = StreamStatistics.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of ['runStarted', 'arrived', 'recorded', 'reconnecting', 'runEnded', 'stopped']) {
    const original = proto[name] as (...args: unknown[]) => unknown;
    proto[name] = function timed(this: unknown, ...args: unknown[]) {
      const started = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        inside.statisticsMs += performance.now() - started;
      }
    };
  }
  const collector = MetricCollector.prototype as unknown as { sample: (now?: number) => Promise<void> };
  const sample = collector.sample;
  collector.sample = async function timed(this: MetricCollector, now?: number) {
    const started = performance.now();
    try {
      await sample.call(this, now);
    } finally {
      inside.collectorMs += performance.now() - started;
    }
  };
}

/** This process's CPU over one phase, percent of one core, with the frames the relays delivered. */
async function phase(platform: TestPlatform, ids: string[], on: boolean) {
  await setCollection(platform, on);
  await sleep(1_000); // the switch's own work (the collector's last sample) is not the phase's
  const frames = () => ids.reduce((sum, id) => sum + (delivered.get(id) ?? 0), 0);
  const framesBefore = frames();
  const cpuBefore = process.cpuUsage();
  const insideBefore = { ...inside };
  const started = performance.now();
  await sleep(PHASE_MS);
  const cpu = process.cpuUsage(cpuBefore);
  const wallMs = performance.now() - started;
  return {
    collection: on ? 'on' : 'off',
    cpuPctOfCore: round(((cpu.user + cpu.system) / 1000 / wallMs) * 100),
    insideMetricsPctOfCore: round(
      ((inside.statisticsMs + inside.collectorMs - insideBefore.statisticsMs - insideBefore.collectorMs) / wallMs) *
        100,
      3,
    ),
    statisticsPctOfCore: round(((inside.statisticsMs - insideBefore.statisticsMs) / wallMs) * 100, 3),
    collectorPctOfCore: round(((inside.collectorMs - insideBefore.collectorMs) / wallMs) * 100, 3),
    framesPerSecond: round(((frames() - framesBefore) * 1000) / wallMs, 0),
    load1: round(os.loadavg()[0] ?? 0, 1),
  };
}

/** Frames each relay handed to live viewers so far (counted beside the statistics: off and on alike). */
const delivered = new Map<string, number>();

async function main() {
  const [database] = testDatabases({});
  if (!database) throw new Error('no database');
  timeMethods();
  const camera = await startRtspCamera(SIZE);
  let platform: TestPlatform | undefined;
  let admin: ApiClient | undefined;
  try {
    if (FPS !== 10) await camera.throttle(FPS);
    platform = await startTestPlatform(database, { media: ['no-demo-camera'] });
    admin = new ApiClient(platform.url);
    await admin.login('admin', 'admin');
    log(`importing ${RELAYS} cameras relaying ${camera.url} at ${FPS} fps …`);
    // In batches: each camera is probed as it is imported, and a loaded machine takes seconds a probe.
    const ids: string[] = [];
    for (let first = 0; first < RELAYS; first += IMPORT_BATCH) {
      const rows = Array.from(
        { length: Math.min(IMPORT_BATCH, RELAYS - first) },
        (_, i) => `Relay ${first + i + 1},${camera.url},CONTINUOUS`,
      );
      const imported = await admin.graphql<{
        importCameras: Array<{ deviceId: string | null; error: string | null }>;
      }>('mutation($csv: String!) { importCameras(csv: $csv) { deviceId error } }', {
        csv: ['name,url,recording', ...rows].join('\n'),
      });
      const batch = (imported.data?.importCameras ?? []).flatMap((r) => (r.deviceId ? [r.deviceId] : []));
      if (batch.length !== rows.length) throw new Error(`import: ${JSON.stringify(imported.errors ?? imported.data)}`);
      ids.push(...batch);
    }
    // Frames are counted where the pipeline hands them to live viewers, the same with collection off.
    const media = platform.platform.services.media;
    for (const id of ids) {
      const live = media.live(id, STREAM_NUMBER.FULL);
      if (!live) continue;
      const push = live.push.bind(live);
      live.push = (frame) => {
        delivered.set(id, (delivered.get(id) ?? 0) + 1);
        push(frame);
      };
    }
    const deadline = Date.now() + ALL_NORMAL_WITHIN_MS;
    for (;;) {
      const read = await admin.graphql<{ devicesByIds: Array<{ healthStatus: string }> }>(
        'query($ids: [ID!]!) { devicesByIds(ids: $ids) { healthStatus } }',
        { ids },
      );
      const normal = (read.data?.devicesByIds ?? []).filter((d) => d.healthStatus === 'NORMAL').length;
      if (normal === ids.length) break;
      if (Date.now() > deadline) throw new Error(`only ${normal} of ${ids.length} relays NORMAL`);
      await sleep(1_000);
    }
    log(`${ids.length} relays NORMAL; ${ROUNDS} rounds of ${PHASE_MS / 1000} s on and off …`);
    await sleep(5_000); // every relay past its first segment
    const rounds = [];
    for (let r = 0; r < ROUNDS; r++) {
      const order = r % 2 === 0 ? [true, false] : [false, true];
      const phases = [];
      for (const on of order) phases.push(await phase(platform, ids, on));
      const onPhase = phases.find((p) => p.collection === 'on');
      const offPhase = phases.find((p) => p.collection === 'off');
      const extra = (onPhase?.cpuPctOfCore ?? 0) - (offPhase?.cpuPctOfCore ?? 0);
      rounds.push({ phases, extraPctOfCore: round(extra), extraPctOfCorePerCamera: round(extra / ids.length, 4) });
      log(`round ${r + 1}: ${JSON.stringify(phases)} extra ${round(extra)} % of a core`);
    }
    await setCollection(platform, true);
    const extra = spread(rounds.map((r) => r.extraPctOfCore));
    const on = spread(rounds.flatMap((r) => r.phases.filter((p) => p.collection === 'on').map((p) => p.cpuPctOfCore)));
    const off = spread(
      rounds.flatMap((r) => r.phases.filter((p) => p.collection === 'off').map((p) => p.cpuPctOfCore)),
    );
    const attributed = spread(
      rounds.flatMap((r) => r.phases.filter((p) => p.collection === 'on').map((p) => p.insideMetricsPctOfCore)),
    );
    const result = {
      bench: 'metricsRelay',
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadAtEnd: os.loadavg().map((l) => round(l, 1)) },
      relays: ids.length,
      fps: FPS,
      source: `${SIZE.width}x${SIZE.height} H.264 over RTSP/TCP (gst-rtsp-server, one shared encode), relayed with -c copy and recorded`,
      phaseSeconds: PHASE_MS / 1000,
      platformCpuPctOfCore: {
        on: { median: on.median, min: on.min, max: on.max },
        off: { median: off.median, min: off.min, max: off.max },
      },
      extraPctOfCore: { median: extra.median, min: extra.min, max: extra.max, targetMax: TARGET_PCT_OF_CORE },
      extraPctOfCorePerCamera: round(extra.median / ids.length, 4),
      insideMetricsPctOfCore: { ...attributed, targetMax: TARGET_PCT_OF_CORE },
      rounds,
      note: "the platform's process only (its ffmpeg remuxers and the RTSP source are other processes); the machine is shared, see each phase's load",
    };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    process.stdout.write(
      `metrics collection with ${ids.length} relayed cameras at ${FPS} fps: ${extra.median} % of one core extra ` +
        `(median of ${ROUNDS}, ${extra.min} to ${extra.max}; ${round(extra.median / ids.length, 4)} % per camera; ` +
        `target ≤ ${TARGET_PCT_OF_CORE} %); time inside the metrics' code ${attributed.median} % of one core ` +
        `(${attributed.min} to ${attributed.max}); platform ${on.median} % on / ${off.median} % off, load ${round(os.loadavg()[0] ?? 0, 1)}\n`,
    );
  } finally {
    await admin?.dispose();
    await platform?.close();
    await camera.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
