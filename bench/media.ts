/** The media pipeline's figures: the demo realm's CPU at rest, CPU per recorded stream and how
 *  many demo streams 2 cores can record, time from init to the first keyframe's bytes (live and
 *  archive, p50/p95), and cameras added by URL relayed without re-encoding (-c copy): CPU per
 *  relayed stream and how many one core relays and records. Prints JSON, then one summary line.
 *  Run: npx tsx bench/media.ts (BENCH_RELAY_STREAMS=0 skips the relay run). */
import os from 'node:os';
import { ApiClient } from '../server/testing/apiClient';
import { MediaClient } from '../server/testing/mediaClient';
import { percentile } from './lib/stats';
import { measureTreeCpu } from './lib/processTreeCpu';
import { measureRelay } from './lib/relayStreams';
import { buildServer, startServer, type ServerProcess } from './lib/serverProcess';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
/** The scaled run's extra demo cameras (Demo HQ), to see the cost per camera grow. */
const SCALED_HQ_CAMERAS = Number(process.env.BENCH_SCALED_CAMERAS ?? 16);
/** Cameras added by URL in the relay run, all reading one RTSP source. */
const RELAY_STREAMS = Number(process.env.BENCH_RELAY_STREAMS ?? 24);
const RELAY_SIZE = { width: 1280, height: 720 };
/** BENCH_RELAY_ONLY=1: only the relay run (the demo runs take a few minutes more). */
const RELAY_ONLY = process.env.BENCH_RELAY_ONLY === '1';
const log = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withServer<T>(env: Record<string, string>, work: (server: ServerProcess) => Promise<T>): Promise<T> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  const server = await startServer(undefined);
  process.env = saved;
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

async function firstKeyframeMs(client: ApiClient, cameraId: string, startTime?: number): Promise<number> {
  const result = await client.graphql<{ getMediaURL: { url: string; ticket: string } }>(
    'query($id: ID!) { getMediaURL(cameraId: $id, isLocal: false) { url ticket } }',
    { id: cameraId },
  );
  const media = result.data?.getMediaURL;
  if (!media) throw new Error(`getMediaURL: ${JSON.stringify(result.errors)}`);
  const socket = await MediaClient.open(media.url);
  try {
    const t0 = performance.now();
    socket.send({ cmd: 'init', objid: cameraId, streamid: 1, ticket: media.ticket, ...(startTime && { startTime }) });
    socket.send({ cmd: 'play', speed: 1 });
    await socket.until(() => socket.frames.length > 0 || socket.closed, 10_000, 'first frame');
    const first = socket.frames[0];
    if (!first?.key) throw new Error(`no keyframe: ${JSON.stringify(socket.json)}`);
    return performance.now() - t0;
  } finally {
    socket.close();
  }
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const r = (n: number) => Math.round(n * 10) / 10;
  return {
    p50Ms: r(percentile(sorted, 50)),
    p95Ms: r(percentile(sorted, 95)),
    maxMs: r(sorted.at(-1) ?? 0),
    n: sorted.length,
  };
};

async function main(): Promise<void> {
  log('building the server …');
  buildServer();
  const report: Record<string, unknown> = {
    benchmark: 'media',
    startedAt: new Date().toISOString(),
    seconds: SECONDS,
    cpus: os.cpus().length,
    // Anything well above 0 is a competing load that inflates the CPU figures.
    loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
  };

  if (RELAY_ONLY) {
    await relayRun(report);
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(`media:${relaySummary(report.relay as RelayReport).slice(1)}\n`);
    return;
  }

  log('demo realm at rest (all demo cameras, both streams recorded) …');
  await withServer({ VANTAGE_MEDIA: '1' }, async (server) => {
    await sleep(8000); // cameras started, panorama made, steady state
    const rest = await measureTreeCpu(server.pid, SECONDS * 1000);
    const cameras = 9; // Demo HQ 6 + PTZ, Demo Branch 2
    report.demoRealmAtRest = { cameras, streams: cameras * 2, ...rest };

    log('init → first keyframe bytes, live and archive …');
    const client = new ApiClient(server.url);
    await client.login('admin', 'admin');
    const live: number[] = [];
    const archive: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      // Cameras 1–5 upload continuously; camera 6 keeps its archive on the avatar (AOD demo).
      const camera = `demo-hq-camera-${(i % 5) + 1}`;
      live.push(await firstKeyframeMs(client, camera));
      // Somewhere in the recorded past (recording began ~SECONDS+8 s ago).
      const back = 3000 + Math.random() * (SECONDS * 1000);
      archive.push(await firstKeyframeMs(client, camera, Date.now() - back));
    }
    await client.dispose();
    report.initToFirstKeyframe = {
      live: stats(live),
      archive: stats(archive),
      note: 'loopback WebSocket, init+play sent together',
    };
  });

  log(`scaled: ${SCALED_HQ_CAMERAS} + 3 demo cameras …`);
  await withServer({ VANTAGE_MEDIA: '1', VANTAGE_DEMO_CAMERAS: String(SCALED_HQ_CAMERAS) }, async (server) => {
    await sleep(8000);
    const scaled = await measureTreeCpu(server.pid, SECONDS * 1000);
    const cameras = SCALED_HQ_CAMERAS + 3;
    report.scaled = { cameras, streams: cameras * 2, ...scaled };
  });

  const rest = report.demoRealmAtRest as { totalPercent: number; serverPercent: number; cameras: number };
  const scaled = report.scaled as { totalPercent: number; serverPercent: number; cameras: number };
  // Marginal cost per camera (two streams) between the two runs; a recorded stream is half of it.
  const perCamera = (scaled.totalPercent - rest.totalPercent) / (scaled.cameras - rest.cameras);
  const perStream = perCamera / 2;
  const recordOnlyPerStream = (scaled.serverPercent - rest.serverPercent) / (scaled.cameras - rest.cameras) / 2;
  report.perRecordedStream = {
    cpuPercentIncludingDemoEncode: Math.round(perStream * 100) / 100,
    cpuPercentServerSideOnly: Math.round(recordOnlyPerStream * 100) / 100,
    demoStreamsOn2Cores: Math.floor(200 / perStream),
    note:
      'marginal cost between the two runs; server side = parsing, live fan-out, segment writes and index rows ' +
      '(what a relay stream costs besides its ffmpeg remux, which is not measured here)',
  };
  await relayRun(report);
  report.loadAverageAtEnd = os.loadavg().map((n) => Number(n.toFixed(2)));
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  const init = report.initToFirstKeyframe as {
    live: { p50Ms: number; p95Ms: number };
    archive: { p50Ms: number; p95Ms: number };
  };
  process.stdout.write(
    `media: demo realm at rest ${rest.totalPercent}% of a core (${rest.cameras} cameras); ` +
      `${Math.round(perStream * 100) / 100}% per recorded demo stream → ~${Math.floor(200 / perStream)} streams on 2 cores; ` +
      `first keyframe live p50 ${init.live.p50Ms} ms / p95 ${init.live.p95Ms} ms, archive p50 ${init.archive.p50Ms} ms / p95 ${init.archive.p95Ms} ms` +
      relaySummary(report.relay as RelayReport | undefined) +
      '\n',
  );
}

type RelayReport = Awaited<ReturnType<typeof measureRelay>>;

async function relayRun(report: Record<string, unknown>): Promise<void> {
  if (RELAY_STREAMS <= 0) return;
  // No demo camera runs: only the cameras the relay run adds.
  await withServer({ VANTAGE_MEDIA: '1', VANTAGE_MEDIA_CAMERAS: 'none' }, async (server) => {
    report.relay = await measureRelay(server, { streams: RELAY_STREAMS, seconds: SECONDS, size: RELAY_SIZE, log });
  });
}

function relaySummary(relay: RelayReport | undefined): string {
  if (!relay) return '';
  return (
    `; ${relay.streams} cameras by URL relayed with -c copy (${relay.copyRelays} copying): ` +
    `${relay.cpuPercentPerRelayedStream}% of a core per relayed+recorded stream → ~${relay.relayedStreamsPerCore} per core ` +
    `(goal ${relay.goalStreamsPerCore})`
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
