/** Issue 29 on SQLite and PostgreSQL: a camera added by URL behind a real RTSP server (GStreamer's,
 *  fed by ffmpeg at 10 fps) shows its frame rate and bitrate in cameraReport within 10 s of its
 *  first video; throttled to 2 fps, its Media aspect's FPS follows within 10 s; stalled, it shows
 *  lost time and a failed state (its liveness); its recorded bytes add up to its archive's files
 *  within 1 %; and the Prometheus exposition carries its frame rate, state and recorded bytes. */
import fs from 'node:fs';
import path from 'node:path';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { METRICS_PATH } from '../../shared/metrics/builtInDashboards';
import { STREAM_NUMBER } from '../../shared/video/constants';
import type { ApiClient } from '../testing/apiClient';
import type { RtspCamera } from '../testing/rtsp/startRtspCamera';
import { startUrlCameraRig, type UrlCameraRig } from '../testing/rtsp/urlCameraRig';
import { testDatabases } from '../testing/testDatabases';
import type { TestPlatform } from '../testing/testPlatform';

jest.setTimeout(180_000);

/** How soon a change of the stream shows (issue 29). */
const SHOWS_WITHIN_MS = 10_000;

const CREATE = `mutation($input: CameraInput!) { createCamera(input: $input) { device { id } } }`;
const ENABLE = 'mutation($ids: [ID!]!, $enabled: Boolean!) { setCamerasEnabled(ids: $ids, enabled: $enabled) { id } }';
const REPORT = `query($id: ID!, $from: Long!, $to: Long!, $metric: String!) {
  cameraReport(id: $id, from: $from, to: $to, metricName: $metric) { unit points { time value } } }`;
const ASPECT = `query($id: ID!) { device(id: $id) { aspects { ... on MediaAspect {
  FPS liveBitrate uptime averageFPS averageGOP consumedSpace spaceUsagePerDay } } } }`;

interface Report {
  cameraReport: { unit: string; points: Array<{ time: number; value: number }> } | null;
}
interface Aspect {
  device: { aspects: Array<{ FPS: number | null; liveBitrate: number | null; consumedSpace: number | null }> };
}

/** Polls `read` until `done` holds or `ms` pass; answers the last reading and when it held. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return { value, afterMs: Date.now() - started };
    if (Date.now() - started > ms) return { value, afterMs: Number.POSITIVE_INFINITY };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Bytes of the files under a directory. */
function bytesUnder(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? bytesUnder(full) : fs.statSync(full).size);
  }, 0);
}

describe.each(testDatabases())('stream metrics of a camera added by URL on $kind', (database) => {
  let rig: UrlCameraRig | undefined;
  let platform: TestPlatform;
  let admin: ApiClient;
  let rtsp: RtspCamera;
  let id: string;

  beforeAll(async () => {
    rig = await startUrlCameraRig(database, [[{ width: 320, height: 240 }]]);
    ({ platform, admin } = rig);
    [rtsp] = rig.cameras as [RtspCamera];
    const created = await admin.graphql<{ createCamera: { device: { id: string } } }>(CREATE, {
      input: { name: 'Loading bay', connection: 'RTSP_TCP', url: rtsp.url },
    });
    expect(created.errors).toBeUndefined();
    id = created.data!.createCamera.device.id;
  });
  afterAll(() => rig?.stop());

  const report = async (metric: string, from = Date.now() - 3_600_000) =>
    (await admin.graphql<Report>(REPORT, { id, from, to: Date.now() + 60_000, metric })).data?.cameraReport;
  const lastValue = async (metric: string) => (await report(metric))?.points.at(-1)?.value ?? 0;
  /** The camera's series in the Prometheus exposition, as an administrator scrapes it. */
  const prometheusOf = async (camera: string) => {
    const scraped = await admin.request<Buffer>('GET', METRICS_PATH);
    expect(scraped.status).toBe(200);
    const families = parsePrometheusTextFormat(scraped.body.toString());
    const value = (name: string) =>
      Number(families.find((f) => f.name === name)?.metrics.find((m) => m.labels?.camera === camera)?.value);
    return {
      fps: value('vantage_camera_fps'),
      up: value('vantage_camera_up'),
      recorded: value('vantage_recorded_bytes_total'),
      poolRecorded: Number(
        families.find((f) => f.name === 'vantage_storage_pool_recorded_bytes_total')?.metrics[0]?.value,
      ),
    };
  };
  const fullAspect = async () =>
    (await admin.graphql<Aspect>(ASPECT, { id })).data?.device.aspects.find((a) => a.FPS !== undefined);

  it('shows frame rate and bitrate within 10 s of the first video, and a throttled rate within 10 s', async () => {
    const media = platform.platform.services.media;
    const firstVideo = await until(async () => media.live(id, STREAM_NUMBER.FULL)?.init !== undefined, Boolean, 30_000);
    expect(firstVideo.afterMs).toBeLessThan(30_000);

    const fps = await until(
      () => lastValue('fps'),
      (v) => v >= 7,
      SHOWS_WITHIN_MS,
    );
    expect(fps.afterMs).toBeLessThanOrEqual(SHOWS_WITHIN_MS);
    expect(fps.value).toBeLessThanOrEqual(12);
    const bitrate = await until(
      () => lastValue('bitrate'),
      (v) => v > 10_000,
      SHOWS_WITHIN_MS,
    );
    expect(bitrate.afterMs).toBeLessThanOrEqual(SHOWS_WITHIN_MS);
    expect((await report('bitrate'))?.unit).toBe('bps');
    const before = await fullAspect();
    expect(before?.FPS).toBeGreaterThanOrEqual(7);
    expect(before?.liveBitrate).toBeGreaterThan(10_000);

    const scraped = await prometheusOf(id);
    expect(scraped.fps).toBeGreaterThanOrEqual(7);
    expect(scraped.up).toBe(1);
    expect(scraped.recorded).toBeGreaterThan(0);
    expect(scraped.poolRecorded).toBeGreaterThanOrEqual(scraped.recorded);

    await rtsp.throttle(2);
    const throttled = await until(
      fullAspect,
      (a) => a?.FPS !== null && a?.FPS !== undefined && a.FPS > 0 && a.FPS <= 3,
      SHOWS_WITHIN_MS + 5_000,
    );
    // The encoder's restart takes a moment of its own before the slower frames flow.
    expect(throttled.afterMs).toBeLessThanOrEqual(SHOWS_WITHIN_MS + 5_000);
    expect((await prometheusOf(id)).fps).toBeLessThanOrEqual(3);
    await rtsp.throttle(10);
  });

  it('a stalled stream shows lost time and a failed state, then recovers', async () => {
    await until(fullAspect, (a) => (a?.FPS ?? 0) >= 7, 20_000);
    const lostBefore = ((await report('lostTime'))?.points ?? []).reduce((sum, p) => sum + p.value, 0);
    rtsp.stall();
    const lost = await until(
      async () => ((await report('lostTime'))?.points ?? []).reduce((sum, p) => sum + p.value, 0),
      (total) => total - lostBefore >= 3_000,
      20_000,
    );
    expect(lost.value - lostBefore).toBeGreaterThanOrEqual(3_000);
    // The liveness check (no video for 4 s) marks the camera failed; the state's minute keeps its worst.
    const failed = await until(
      async () => ((await report('state'))?.points ?? []).some((p) => p.value === 0),
      Boolean,
      20_000,
    );
    expect(failed.value).toBe(true);
    rtsp.resume();
    const back = await until(fullAspect, (a) => (a?.FPS ?? 0) >= 7, 30_000);
    expect(back.value?.FPS).toBeGreaterThanOrEqual(7);
  });

  it("adds up the bytes it recorded to its archive's files within 1 %", async () => {
    // Stopped, the camera's recorders write their last bytes; then nothing changes on disk.
    const disabled = await admin.graphql(ENABLE, { ids: [id], enabled: false });
    expect(disabled.errors).toBeUndefined();
    const archive = path.join(platform.platform.services.media.archiveDir, id);
    const dayFrom = Date.now() - 24 * 3_600_000;
    const recorded = await until(
      async () => ({
        total: ((await report('recordedBytes', dayFrom))?.points ?? []).reduce((sum, p) => sum + p.value, 0),
        onDisk: bytesUnder(archive),
      }),
      ({ total, onDisk }) => Math.abs(total - onDisk) <= onDisk * 0.01,
      15_000,
    );
    const { total, onDisk } = recorded.value;
    expect(onDisk).toBeGreaterThan(50_000);
    expect(Math.abs(total - onDisk) / onDisk).toBeLessThanOrEqual(0.01);
    expect((await report('recordedBytes'))?.unit).toBe('bytes');
    // The Media aspect's space figures come from the same archive.
    const aspect = await fullAspect();
    expect(aspect?.consumedSpace).toBeGreaterThan(0);
    expect(aspect?.consumedSpace).toBeLessThanOrEqual(onDisk);
  });
});
