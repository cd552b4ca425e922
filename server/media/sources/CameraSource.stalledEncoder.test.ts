/** A demo camera whose encoder was held (the machine's cores busy elsewhere) comes back live: its
 *  frames are timed by the clock, so once it runs again it films now instead of working through
 *  the pictures it owes at their rate and staying as late as it was held, for good (issue 37). */
import { STREAM_NUMBER } from '../../../shared/video/constants';
import { demoCameraRecord } from '../../testing/demoCameraRecord';
import { CameraSource, STALL_LIMIT } from './CameraSource';
import { cameraPlan } from './cameraPlan';
import { DEMO_ENCODING } from './demoSceneArgs';
import type { Fragment } from './SourceListener';

jest.setTimeout(60_000);

const camera = demoCameraRecord('held-cam', 'Held');

async function until(done: () => boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a demo camera whose encoder was held for 3 s', () => {
  it('sends live pictures again once it runs', async () => {
    const plan = cameraPlan(camera, undefined);
    if (!plan) throw new Error('no plan');
    const arrived: Array<{ fragment: Fragment; atMs: number }> = [];
    const source = new CameraSource(camera.id, plan, {
      init: () => undefined,
      fragment: (stream, fragment) => stream === STREAM_NUMBER.FULL && arrived.push({ fragment, atMs: Date.now() }),
      ended: () => undefined,
      health: () => undefined,
    });
    source.start();
    try {
      await until(() => arrived.length >= 5);
      const pid = source.pid as number;
      // Held for less than the no-video limit, so the run goes on rather than being restarted.
      const holdMs = 3_000;
      expect(holdMs).toBeLessThan(STALL_LIMIT.betweenFragmentsMs);
      process.kill(pid, 'SIGSTOP');
      await new Promise((r) => setTimeout(r, holdMs));
      process.kill(pid, 'SIGCONT');
      const resumedAt = Date.now();
      // What comes 3 s after it resumed is what it films now, not what it owed.
      await until(() => arrived.filter((a) => a.atMs > resumedAt + 3_000).length >= 5);
      expect(source.pid).toBe(pid);
      // Its pictures' times are the times they were made: the platform says how late it sends them.
      expect(arrived.every((a) => a.fragment.frames.every((f) => f.captured))).toBe(true);
      const late = arrived.filter((a) => a.atMs > resumedAt + 3_000).map((a) => a.atMs - a.fragment.endMs);
      expect(Math.max(...late)).toBeLessThan(1_000);
      // A picture's time is its frame time on the clock, at most half a frame from when it was
      // made: never noticeably after it came.
      const early = arrived.flatMap((a) => a.fragment.frames.map((f) => f.pts - a.atMs));
      expect(Math.max(...early)).toBeLessThanOrEqual(1_000 / DEMO_ENCODING.full.fps / 2);
      // And at its rate: a picture every frame time, none dropped for being a little early.
      const frameMs = 1_000 / DEMO_ENCODING.full.fps;
      const pts = arrived.filter((a) => a.atMs > resumedAt + 3_000).flatMap((a) => a.fragment.frames.map((f) => f.pts));
      const gaps = pts.slice(1).map((t, i) => t - pts[i]!);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(frameMs / 2);
      expect(gaps.filter((gap) => gap > frameMs * 1.5)).toEqual([]);
    } finally {
      await source.stop();
    }
  });
});
