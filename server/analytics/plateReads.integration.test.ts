/** Licence plates read from a running demo camera (issue 32): the platform analyses the demo gate
 *  out of the box by the VAE config the demo seeds for it, its plates rendered into real H.264 through the camera pipeline; the reads that
 *  reach a listener of the analytics service are the plates the scene generator says were in the
 *  picture then, one per passage (exact but for one character of one read at most), and the engine reports its fps, frames, reads and latency. The
 *  analysis stops with stop(cameraId) and starts again with start(target). */
import type { PlateRead } from '../../shared/analytics/plateRead';
import { plateTraffic } from '../../shared/analytics/plateTraffic';
import { DEMO_PLATE_CAMERA } from '../sim/seedDemo';
import { testDatabases } from '../testing/testDatabases';
import { startTestPlatform, waitForLive, type TestPlatform } from '../testing/testPlatform';

const CAMERA = `demo-hq-${DEMO_PLATE_CAMERA.suffix}`;

describe('licence plates read from the demo gate', () => {
  jest.setTimeout(90_000);
  let t: TestPlatform;

  beforeAll(async () => {
    process.env.VANTAGE_DEMO_SENSOR_EVERY_S = '0';
    t = await startTestPlatform(testDatabases()[0]!, { media: [CAMERA] });
    // The test's 60 s for three passages count from the camera's first frames: wait for its ffmpeg,
    // slow to start on a busy machine.
    expect(await waitForLive(t, [CAMERA], 60_000)).toBe(true);
  });
  afterAll(async () => {
    delete process.env.VANTAGE_DEMO_SENSOR_EVERY_S;
    await t.close();
  });

  it("reads the gate's plates as the scene drew them, one read per passage", async () => {
    const analytics = t.platform.services.analytics;
    // The gate's own config runs its engine, as any camera's: its VAE page lists it.
    const configs = await t.platform.services.watchlists.vae.list('demo-hq', CAMERA);
    expect(configs).toMatchObject([{ template: 'lpr', engine: 'lpr', fps: DEMO_PLATE_CAMERA.fps, enabled: true }]);
    // The gate among the demo's analysed cameras (the lobby's faces are the other).
    expect(analytics.analysed()).toContainEqual({ cameraId: CAMERA, engine: 'lpr', fps: DEMO_PLATE_CAMERA.fps });
    const reads: PlateRead[] = [];
    const stopListening = analytics.onRead((read) => reads.push(read));
    const traffic = plateTraffic(DEMO_PLATE_CAMERA.seed);
    // Three passages (8 s each) after the camera's first frames.
    const deadline = Date.now() + 60_000;
    while (reads.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    stopListening();
    expect(reads.length).toBeGreaterThanOrEqual(3);
    const truth = reads.map((r) => traffic.passageAt(r.time));
    process.stdout.write(
      `read ${JSON.stringify(reads.map((r) => r.text))}, shown ${JSON.stringify(truth.map((p) => p?.text))}\n`,
    );
    // Each read is of a passage the scene showed then, one read each. Accuracy is measured over
    // five minutes (lprAccuracy): of three live reads, one may miss a character.
    expect(truth.every((p) => p !== undefined)).toBe(true);
    expect(new Set(truth.map((p) => p?.index)).size).toBe(reads.length);
    const wrong = reads.filter((r, i) => r.text !== truth[i]?.text);
    expect(wrong.length).toBeLessThanOrEqual(1);
    for (const read of wrong) {
      const shown = traffic.passageAt(read.time)?.text ?? '';
      expect(editDistance(read.text, shown)).toBeLessThanOrEqual(1);
    }
    for (const read of reads) {
      expect(read.cameraId).toBe(CAMERA);
      expect(read.trackId).toMatch(new RegExp(`^${CAMERA}-`));
      // The camera's own picture, from its FULL stream, and the plate's crop.
      expect((await read.picture)?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      expect(read.cropJpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    }
    const figures = analytics.statistics(CAMERA);
    process.stdout.write(`plate camera: ${JSON.stringify(figures)}\n`);
    // Each stage's time in the platform, where the picture is the camera's own (its FULL stream
    // decoded by ffmpeg): what bench/analytics cannot have without a platform.
    process.stdout.write(`plate stages: ${JSON.stringify(analytics.running.get(CAMERA)?.engine.stageTimes())}\n`);
    expect(figures).toMatchObject({ cameraId: CAMERA, engine: 'lpr', requestedFps: DEMO_PLATE_CAMERA.fps });
    expect(figures!.framesAnalysed).toBeGreaterThan(10);
    expect(figures!.reads).toBeGreaterThanOrEqual(3);
    expect(figures!.engineFps).toBeGreaterThan(0);
    expect(figures!.latencyMsP95).not.toBeNull();

    analytics.stop(CAMERA);
    expect(analytics.statistics(CAMERA)).toBeUndefined();
    expect(analytics.analysed().map((target) => target.cameraId)).not.toContain(CAMERA);
    analytics.start({ cameraId: CAMERA, engine: 'lpr', fps: 1 });
    expect(analytics.statistics(CAMERA)).toMatchObject({ requestedFps: 1, framesAnalysed: 0 });
  });
});

/** Characters to change, add or drop to make one text the other (Levenshtein). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const change = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min(change, (previous[j] as number) + 1, (row[j - 1] as number) + 1));
    }
    previous = row;
  }
  return previous[b.length] as number;
}
