/** A source that hangs (the process alive but silent, as with a frozen camera connection) is
 *  killed and restarted like a crash, so its archive shows a gap instead of a frozen clock. */
import { STREAM_NUMBER } from '../../../shared/video/constants';
import { demoCameraRecord } from '../../testing/demoCameraRecord';
import { CameraSource, STALL_LIMIT } from './CameraSource';
import { cameraPlan } from './cameraPlan';
import type { Fragment, SourceHealth, StreamInit } from './SourceListener';

jest.setTimeout(40_000);

const camera = demoCameraRecord('stall-cam', 'Stall');

async function until(done: () => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a hung camera source', () => {
  it('is reported BROKEN, restarted, and leaves a gap in its frames', async () => {
    const plan = cameraPlan(camera, undefined);
    if (!plan) throw new Error('no plan');
    const inits: StreamInit[] = [];
    const fragments: Fragment[] = [];
    const health: SourceHealth[] = [];
    const source = new CameraSource(camera.id, plan, {
      init: (stream, init) => stream === STREAM_NUMBER.FULL && inits.push(init),
      fragment: (stream, fragment) => stream === STREAM_NUMBER.FULL && fragments.push(fragment),
      ended: () => undefined,
      health: (status) => health.push(status),
    });
    source.start();
    try {
      await until(() => fragments.length >= 5);
      const pid = source.pid as number;
      process.kill(pid, 'SIGSTOP');
      const stoppedAt = Date.now();
      await until(() => inits.length >= 2 && fragments.at(-1)!.startMs > stoppedAt);
      expect(health).toContain('BROKEN');
      expect(source.pid).not.toBe(pid);
      expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(STALL_LIMIT.betweenFragmentsMs);
      const before = fragments.filter((f) => f.startMs < stoppedAt).at(-1)!;
      const after = fragments.find((f) => f.startMs > stoppedAt)!;
      expect(after.startMs - before.endMs).toBeGreaterThanOrEqual(STALL_LIMIT.betweenFragmentsMs - 1_000);
      expect(health.at(-1)).toBe('NORMAL');
    } finally {
      await source.stop();
    }
  });
});
