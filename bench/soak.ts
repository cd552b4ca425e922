/** The soak bench (issue 16, Load): the platform recording 16 demo cameras while 50 headless
 *  console sessions hold the console's subscriptions and one live stream each, for
 *  BENCH_SOAK_MINUTES (default 10; 2 for a quick run). Samples the server's resident set, V8 heap,
 *  open file descriptors and event-loop delay (a histogram put into the server through its
 *  loopback inspector), and counts numbered subscription messages lost (sequence gaps) and live
 *  streams that stalled. Once a minute it has the server make a full garbage collection and reads
 *  the resident set again: what the server holds. Every later minute is compared with the same
 *  run's first minute.
 *  Prints the JSON, then one summary line; the JSON is also written under build/bench/.
 *  Run: npx tsx bench/soak.ts */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEDIA_WS_PROTOCOL } from '../shared/video/constants';
import { ApiClient } from '../server/testing/apiClient';
import { startPlatformProcess, type PlatformProcess } from '../server/testing/platformProcess';
import { inspectorOptions } from '../server/testing/retainedMemory';
import { loadAverage } from './lib/report';
import { connectServerInspector, type ServerInspector } from './lib/serverInspector';
import { buildServer, ROOT } from './lib/serverProcess';
import { SoakConsole, STALL_MS } from './lib/soakConsole';

const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
const SESSIONS = Number(process.env.BENCH_SOAK_SESSIONS ?? 50);
/** Demo HQ's cameras; with the PTZ dome and Demo Branch's two, 16 cameras record. */
const HQ_CAMERAS = Number(process.env.BENCH_SOAK_HQ_CAMERAS ?? 13);
const SAMPLE_MS = 10_000;
/** Once a minute (every sixth sample) a full garbage collection, then the resident set again: what
 *  the server holds, without the garbage V8 has not collected yet. V8 lets its heap grow well past
 *  what is live before a full collection (a soak's resident set climbs for many minutes, then
 *  falls), so only this figure tells a leak from a collection not yet made. */
const COLLECT_EVERY_SAMPLES = 6;
/** One numbered configuration update a second, delivered to every session. */
const PUBLISH_MS = 1_000;
/** The band the resident set must stay in after the first minute, around that minute's mean. */
const FLAT_PCT = 10;
const USER_ID = 'user-admin';
const log = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const mb = (bytes: number) => round(bytes / 2 ** 20);

const INSTALL_LOOP_MONITOR = `(() => {
  const { monitorEventLoopDelay } = process.getBuiltinModule('node:perf_hooks');
  globalThis.__soakLoopDelay ??= monitorEventLoopDelay({ resolution: 10 });
  globalThis.__soakLoopDelay.enable();
  return true;
})()`;
/** Bytes written to the server's sockets and not yet taken by the kernel (Node's buffer, and ws's
 *  own queue), summed over the media and the GraphQL WebSockets: what slow consumers hold. */
const READ_QUEUED = `(() => {
  const queued = { media: 0, graphql: 0, other: 0, maxPerSocket: 0 };
  for (const handle of process._getActiveHandles()) {
    if (!handle || typeof handle.writableLength !== 'number' || !handle.remotePort) continue;
    const key = Object.getOwnPropertySymbols(handle).find((s) => s.description === 'websocket');
    const ws = key ? handle[key] : undefined;
    const kind = !ws ? 'other' : ws._protocol === '${MEDIA_WS_PROTOCOL}' ? 'media' : 'graphql';
    const bytes = handle.writableLength + (ws?._sender?._bufferedBytes ?? 0);
    queued[kind] += bytes;
    queued.maxPerSocket = Math.max(queued.maxPerSocket, bytes);
  }
  return queued;
})()`;
const READ_LOOP_DELAY = `(() => {
  const h = globalThis.__soakLoopDelay;
  const memory = process.memoryUsage();
  const figures = {
    p50: h.percentile(50) / 1e6,
    p99: h.percentile(99) / 1e6,
    max: h.max / 1e6,
    external: memory.external,
    arrayBuffers: memory.arrayBuffers,
    queued: ${READ_QUEUED},
  };
  h.reset();
  return figures;
})()`;

interface Sample {
  atS: number;
  rssMB: number;
  /** The resident set right after a full collection (once a minute; absent in between). */
  rssAfterGcMB?: number;
  rssAnonMB: number;
  rssFileMB: number;
  heapMB: number;
  /** Memory outside the V8 heap that V8 knows of (Buffers among it). */
  externalMB: number;
  arrayBuffersMB: number;
  /** Bytes queued on the server's sockets for their consumers, by kind, and the most on one socket. */
  queuedMediaMB: number;
  queuedGraphqlMB: number;
  queuedMaxPerSocketMB: number;
  fds: number;
  loopP50Ms: number;
  loopP99Ms: number;
  loopMaxMs: number;
  published: number;
  delivered: number;
  gaps: number;
  frames: number;
  stalls: number;
  mediaCloses: number;
  loadAverage1m: number;
}

/** The resident set split as the kernel counts it: anonymous memory (heap, buffers) and pages of
 *  mapped files (SQLite maps its database: they grow with the archive index and are reclaimable). */
function residentParts(pid: number): { anonMB: number; fileMB: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { anonMB: round(kb('RssAnon') / 1024), fileMB: round((kb('RssFile') + kb('RssShmem')) / 1024) };
  } catch {
    return { anonMB: -1, fileMB: -1 };
  }
}

function openFds(pid: number): number {
  try {
    return fs.readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return -1;
  }
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** Figures of the samples in one minute; counters as what changed within it. */
function minuteFigures(samples: Sample[], previous: Sample | undefined) {
  const last = samples[samples.length - 1] as Sample;
  const seconds = last.atS - (previous?.atS ?? 0);
  const delta = (key: 'delivered' | 'gaps' | 'frames' | 'stalls' | 'mediaCloses' | 'published') =>
    last[key] - (previous?.[key] ?? 0);
  return {
    rssMB: round(mean(samples.map((s) => s.rssMB))),
    rssAnonMB: round(mean(samples.map((s) => s.rssAnonMB))),
    rssFileMB: round(mean(samples.map((s) => s.rssFileMB))),
    heapMB: round(mean(samples.map((s) => s.heapMB))),
    externalMB: round(mean(samples.map((s) => s.externalMB))),
    fds: Math.round(mean(samples.map((s) => s.fds))),
    loopP99Ms: round(Math.max(...samples.map((s) => s.loopP99Ms))),
    loopMaxMs: round(Math.max(...samples.map((s) => s.loopMaxMs))),
    published: delta('published'),
    delivered: delta('delivered'),
    gaps: delta('gaps'),
    framesPerSecond: round(delta('frames') / seconds),
    stalls: delta('stalls'),
    mediaCloses: delta('mediaCloses'),
    loadAverage1m: round(mean(samples.map((s) => s.loadAverage1m)), 2),
  };
}

async function main(): Promise<void> {
  log('building the server …');
  buildServer();
  const report: Record<string, unknown> = {
    benchmark: 'soak',
    startedAt: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    durationMinutes: MINUTES,
    sessions: SESSIONS,
    cameras: HQ_CAMERAS + 3,
    // Anything well above 0 is a competing load: the figures are this machine's, as busy as it was.
    loadAverageAtStart: loadAverage(),
    stallThresholdMs: STALL_MS,
    note: 'Server, its ffmpeg encoders and the 50 headless consoles share this machine; compare each minute with the first minute of the same run.',
  };

  log(`starting the platform with ${HQ_CAMERAS + 3} recording demo cameras …`);
  let server: PlatformProcess | undefined;
  let inspector: ServerInspector | undefined;
  const consoles: SoakConsole[] = [];
  let publisher: NodeJS.Timeout | undefined;
  try {
    server = await startPlatformProcess({
      entry: 'build',
      env: {
        VANTAGE_MEDIA: '1',
        VANTAGE_DEMO_CAMERAS: String(HQ_CAMERAS),
        LOG_LEVEL: 'warn',
        // Loopback only: the bench reads the event-loop delay and heap through it.
        NODE_OPTIONS: inspectorOptions(),
      },
    });
    const platform = server;
    inspector = await connectServerInspector(platform.output());
    await inspector.evaluate(INSTALL_LOOP_MONITOR);

    const desk = new ApiClient(platform.url);
    if ((await desk.login('admin', 'admin')).status !== 200) throw new Error('admin could not sign in');
    const devices = await desk.graphql<{ devicesByAspectTypes: Array<{ id: string; deviceType: string }> }>(
      'query { devicesByAspectTypes(types: ["Media"]) { id deviceType } }',
    );
    const cameras = (devices.data?.devicesByAspectTypes ?? [])
      .filter((d) => d.deviceType === 'camera')
      .map((d) => d.id);
    if (cameras.length === 0) throw new Error(`no cameras: ${JSON.stringify(devices.errors)}`);
    report.camerasSeen = cameras.length;

    let published = 0;
    const publish = async () => {
      const seq = published + 1;
      const saved = await desk.graphql(
        'mutation($userId: ID!, $config: JSON!) { updateSolidConfig(userId: $userId, solidConfig: $config) { userId } }',
        { userId: USER_ID, config: { version: 'v2', views: [], soakSeq: seq } },
      );
      if (saved.errors) throw new Error(`updateSolidConfig: ${JSON.stringify(saved.errors)}`);
      published = seq;
    };

    log(`opening ${SESSIONS} console sessions …`);
    for (let i = 0; i < SESSIONS; i += 5) {
      await Promise.all(
        Array.from({ length: Math.min(5, SESSIONS - i) }, async (_, k) => {
          const session = new SoakConsole(platform.url);
          consoles.push(session);
          await session.start('admin', 'admin', cameras[(i + k) % cameras.length] as string, published);
        }),
      );
    }
    // Numbering starts once every session listens; what came before is not counted.
    const firstSeq = published;
    for (const session of consoles) session.counts.lastSeq = firstSeq;
    let publishing = Promise.resolve();
    publisher = setInterval(() => {
      publishing = publishing.then(publish).catch((err: Error) => void log(`publish failed: ${err.message}`));
    }, PUBLISH_MS);

    const samples: Sample[] = [];
    const started = Date.now();
    const total = MINUTES * 60_000;
    await inspector.evaluate(READ_LOOP_DELAY); // the histogram starts with the measured run
    log(`soaking for ${MINUTES} min …`);
    // Whole sample windows only: a last short one would read an almost empty histogram.
    while (Date.now() - started + SAMPLE_MS / 2 < total) {
      await sleep(SAMPLE_MS);
      const loop = await inspector.evaluate<{
        p50: number;
        p99: number;
        max: number;
        external: number;
        arrayBuffers: number;
        queued: { media: number; graphql: number; other: number; maxPerSocket: number };
      }>(READ_LOOP_DELAY);
      const heap = await inspector.heapUsage();
      const sum = (key: 'configUpdates' | 'gaps' | 'frames' | 'stalls' | 'mediaCloses') =>
        consoles.reduce((n, c) => n + c.counts[key], 0);
      const sample: Sample = {
        atS: round((Date.now() - started) / 1000, 0),
        rssMB: mb(platform.rssBytes()),
        ...(({ anonMB, fileMB }) => ({ rssAnonMB: anonMB, rssFileMB: fileMB }))(residentParts(platform.pid)),
        heapMB: mb(heap.usedSize),
        externalMB: mb(loop.external),
        arrayBuffersMB: mb(loop.arrayBuffers),
        queuedMediaMB: mb(loop.queued.media),
        queuedGraphqlMB: mb(loop.queued.graphql),
        queuedMaxPerSocketMB: mb(loop.queued.maxPerSocket),
        fds: openFds(platform.pid),
        loopP50Ms: round(loop.p50),
        loopP99Ms: round(loop.p99),
        loopMaxMs: round(loop.max),
        published: published - firstSeq,
        delivered: sum('configUpdates'),
        gaps: sum('gaps'),
        frames: sum('frames'),
        stalls: sum('stalls'),
        mediaCloses: sum('mediaCloses'),
        loadAverage1m: round(os.loadavg()[0] ?? 0, 2),
      };
      if (samples.length % COLLECT_EVERY_SAMPLES === COLLECT_EVERY_SAMPLES - 1) {
        await inspector.collectGarbage();
        sample.rssAfterGcMB = mb(platform.rssBytes());
      }
      samples.push(sample);
      log(
        `${sample.atS}s rss ${sample.rssMB} MB${sample.rssAfterGcMB === undefined ? '' : ` (after a full collection ${sample.rssAfterGcMB} MB)`} heap ${sample.heapMB} MB buffers ${sample.arrayBuffersMB} MB ` +
          `queued media ${sample.queuedMediaMB} MB graphql ${sample.queuedGraphqlMB} MB fds ${sample.fds} loop p99 ${sample.loopP99Ms} ms ` +
          `delivered ${sample.delivered}/${sample.published * consoles.length} gaps ${sample.gaps} stalls ${sample.stalls} load ${sample.loadAverage1m}`,
      );
      if (platform.unexpectedExit()) throw new Error(`the server ${platform.unexpectedExit()}`);
    }
    clearInterval(publisher);
    publisher = undefined;
    await publishing;
    // Let the last numbered messages arrive, then count what never did.
    await sleep(3000);
    const lastPublished = published;
    const tailMissing = consoles.reduce((n, c) => n + c.tail(lastPublished), 0);

    const minutes = Array.from({ length: MINUTES }, (_, m) =>
      samples.filter((s) => s.atS > m * 60 && s.atS <= (m + 1) * 60),
    )
      .filter((group) => group.length > 0)
      .map((group, m, all) => ({ minute: m + 1, ...minuteFigures(group, all[m - 1]?.at(-1)) }));
    const first = minutes[0];
    const later = samples.filter((s) => s.atS > 60);
    const deviation = (value: number, base: number) => round(((value - base) / base) * 100);
    // The reference is the end of the first minute (the warm-up): sessions open, caches filled.
    const warmedUp = samples.filter((s) => s.atS <= 60).at(-1);
    const rssDeviations = warmedUp ? later.map((s) => deviation(s.rssMB, warmedUp.rssMB)) : [];
    const collected = samples.filter((s) => s.rssAfterGcMB !== undefined);
    const retainedBase = collected.find((s) => s.atS >= 60 - SAMPLE_MS / 2000);
    const retainedDeviations = retainedBase
      ? collected
          .filter((s) => s.atS > retainedBase.atS)
          .map((s) => deviation(s.rssAfterGcMB as number, retainedBase.rssAfterGcMB as number))
      : [];
    const lastMinute = minutes[minutes.length - 1];
    const expected = (lastPublished - firstSeq) * consoles.length;
    const delivered = consoles.reduce((n, c) => n + c.counts.configUpdates, 0);
    const gaps = consoles.reduce((n, c) => n + c.counts.gaps, 0) + tailMissing;
    const stalls = consoles.reduce((n, c) => n + c.counts.stalls, 0);
    report.figures = {
      rss: {
        firstMinuteMB: first?.rssMB,
        endOfFirstMinuteMB: warmedUp?.rssMB,
        endOfFirstMinuteAnonMB: warmedUp?.rssAnonMB,
        endOfFirstMinuteFileMB: warmedUp?.rssFileMB,
        lastMinuteAnonMB: lastMinute?.rssAnonMB,
        lastMinuteFileMB: lastMinute?.rssFileMB,
        maxAnonDeviationAfterFirstMinutePct: warmedUp
          ? Math.max(...later.map((s) => Math.abs(deviation(s.rssAnonMB, warmedUp.rssAnonMB))), 0)
          : null,
        lastMinuteMB: lastMinute?.rssMB,
        maxDeviationAfterFirstMinutePct: rssDeviations.length ? Math.max(...rssDeviations.map(Math.abs)) : null,
        flatWithin10Pct: rssDeviations.every((d) => Math.abs(d) <= FLAT_PCT),
        maxMB: round(Math.max(...samples.map((s) => s.rssMB))),
      },
      retained: {
        note: 'the resident set right after a full garbage collection, once a minute',
        endOfFirstMinuteMB: retainedBase?.rssAfterGcMB,
        lastMB: collected.at(-1)?.rssAfterGcMB,
        maxDeviationAfterFirstMinutePct: retainedDeviations.length
          ? Math.max(...retainedDeviations.map(Math.abs))
          : null,
        flatWithin10Pct: retainedDeviations.every((d) => Math.abs(d) <= FLAT_PCT),
      },
      heap: { firstMinuteMB: first?.heapMB, lastMinuteMB: lastMinute?.heapMB },
      external: { firstMinuteMB: first?.externalMB, lastMinuteMB: lastMinute?.externalMB },
      fds: { firstMinute: first?.fds, lastMinute: lastMinute?.fds, max: Math.max(...samples.map((s) => s.fds)) },
      eventLoop: {
        firstMinuteP99Ms: first?.loopP99Ms,
        lastMinuteP99Ms: lastMinute?.loopP99Ms,
        worstP99Ms: round(Math.max(...samples.map((s) => s.loopP99Ms))),
        maxMs: round(Math.max(...samples.map((s) => s.loopMaxMs))),
      },
      subscriptions: {
        published: lastPublished - firstSeq,
        expected,
        delivered,
        dropped: gaps,
        duplicates: consoles.reduce((n, c) => n + c.counts.duplicates, 0),
        subscriptionErrors: consoles.reduce((n, c) => n + c.counts.subscriptionErrors, 0),
        realmEvents: consoles.reduce((n, c) => n + c.counts.events, 0),
      },
      media: {
        streams: consoles.length,
        frames: consoles.reduce((n, c) => n + c.counts.frames, 0),
        stallThresholdMs: STALL_MS,
        stalls,
        streamsThatStalled: consoles.filter((c) => c.counts.stalls > 0).length,
        longestFrameGapMs: Math.max(...consoles.map((c) => c.counts.longestFrameGapMs)),
        socketsClosedByServer: consoles.reduce((n, c) => n + c.counts.mediaCloses, 0),
        replays: consoles.reduce((n, c) => n + c.counts.replays, 0),
        stopsAndCloses: consoles.reduce<Record<string, number>>((all, c) => {
          for (const [key, n] of Object.entries(c.counts.mediaCloseReasons)) all[key] = (all[key] ?? 0) + n;
          return all;
        }, {}),
      },
    };
    report.perMinute = minutes;
    report.samples = samples;
    report.loadAverageAtEnd = loadAverage();

    const figures = report.figures as {
      rss: {
        endOfFirstMinuteMB: number;
        lastMinuteMB: number;
        maxDeviationAfterFirstMinutePct: number | null;
        flatWithin10Pct: boolean;
        maxMB: number;
      };
      retained: {
        endOfFirstMinuteMB: number;
        lastMB: number;
        maxDeviationAfterFirstMinutePct: number | null;
        flatWithin10Pct: boolean;
      };
      fds: { firstMinute: number; lastMinute: number };
      eventLoop: { firstMinuteP99Ms: number; lastMinuteP99Ms: number; worstP99Ms: number };
    };
    const file = path.join(ROOT, 'build', 'bench', `soak-${Date.now()}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(
      `soak: ${MINUTES} min, ${HQ_CAMERAS + 3} cameras recording, ${consoles.length} consoles (live on ${cameras.length} of them): ` +
        `RSS ${figures.rss.endOfFirstMinuteMB} MB after minute 1 -> ${figures.rss.lastMinuteMB} MB in the last (max ${figures.rss.maxDeviationAfterFirstMinutePct ?? '-'}% off minute 1, ` +
        `${figures.rss.flatWithin10Pct ? 'flat' : 'NOT flat'} within ±${FLAT_PCT}%, highest ${figures.rss.maxMB} MB); ` +
        `after a full collection ${figures.retained.endOfFirstMinuteMB} -> ${figures.retained.lastMB} MB ` +
        `(max ${figures.retained.maxDeviationAfterFirstMinutePct ?? '-'}% off, ${figures.retained.flatWithin10Pct ? 'flat' : 'NOT flat'} within ±${FLAT_PCT}%), fds ${figures.fds.firstMinute} -> ${figures.fds.lastMinute}, ` +
        `loop p99 ${figures.eventLoop.firstMinuteP99Ms} -> ${figures.eventLoop.lastMinuteP99Ms} ms (worst ${figures.eventLoop.worstP99Ms}), ` +
        `subscription messages dropped ${gaps} of ${expected}, media stalls ${stalls}; load ${(report.loadAverageAtStart as number[])[0]} -> ${(report.loadAverageAtEnd as number[])[0]} on ${os.cpus().length} cores (${file})\n`,
    );
  } finally {
    if (publisher) clearInterval(publisher);
    await Promise.all(consoles.map((c) => c.stop().catch(() => undefined)));
    inspector?.close();
    await server?.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`soak failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
