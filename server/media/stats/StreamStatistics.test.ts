/** StreamStatistics: the figures a stream's arrivals give (issue 29), on a clock the test moves. */
import { FIRST_FRAME_GRACE_MS, StreamStatistics } from './StreamStatistics';

const FRAME_MS = 100;

/** Feeds `count` frames of `size` bytes at 10 fps from `start`, one fragment each, keyframe every `gop`. */
function feed(stats: StreamStatistics, start: number, count: number, opts: { size?: number; gop?: number } = {}) {
  let now = start;
  for (let i = 0; i < count; i++) {
    now = start + i * FRAME_MS;
    stats.arrived(now + 20, [
      { pts: now, duration: FRAME_MS, key: i % (opts.gop ?? 10) === 0, data: { length: opts.size ?? 5_000 } },
    ]);
  }
  return now + FRAME_MS;
}

describe('StreamStatistics', () => {
  it('measures frame rate, bitrate and GOP over the latest arrivals', () => {
    const stats = new StreamStatistics();
    stats.runStarted(0, FRAME_MS);
    const end = feed(stats, 0, 100, { size: 5_000, gop: 20 });
    const figures = stats.figures(end);
    expect(figures.delivering).toBe(true);
    expect(figures.fps).toBeCloseTo(10, 0);
    expect(figures.bitrate).toBeCloseTo(10 * 5_000 * 8, -3);
    expect(figures.gop).toBe(20);
    expect(figures.uptimeMs).toBeGreaterThanOrEqual(9_900);
    expect(figures.lostMsTotal).toBe(0);
    expect(figures.jitterMs).toBeCloseTo(0, 5);
  });

  it('a throttled stream shows its lower rate within the window', () => {
    const stats = new StreamStatistics();
    stats.runStarted(0, FRAME_MS);
    let now = feed(stats, 0, 50);
    // Then 2 fps for 6 s.
    for (let i = 0; i < 12; i++, now += 500) {
      stats.arrived(now, [{ pts: now, duration: FRAME_MS, key: false, data: { length: 5_000 } }]);
    }
    expect(stats.figures(now).fps).toBeCloseTo(2, 0);
  });

  it('frames a source hands over at once when it connects count at their own rate, not as a burst', () => {
    const stats = new StreamStatistics();
    stats.runStarted(0, FRAME_MS);
    const buffered = Array.from({ length: 30 }, (_, i) => ({
      pts: i * FRAME_MS,
      duration: FRAME_MS,
      key: i % 10 === 0,
      data: { length: 1_000 },
    }));
    stats.arrived(3_000, buffered);
    expect(stats.figures(3_000).fps).toBeCloseTo(10, 5);
  });

  it('a stalled stream stops delivering and its silence counts as lost time', () => {
    const stats = new StreamStatistics();
    stats.runStarted(0, FRAME_MS);
    const end = feed(stats, 0, 20);
    const stalled = stats.figures(end + 6_000);
    expect(stalled.delivering).toBe(false);
    expect(stalled.fps).toBe(0);
    expect(stalled.uptimeMs).toBe(0);
    expect(stalled.lostMsTotal).toBeGreaterThan(5_500);
    // The silence is counted once when video comes back, and no more afterwards.
    const back = feed(stats, end + 6_000, 20);
    const lost = stats.figures(back).lostMsTotal;
    expect(lost).toBeGreaterThan(5_800);
    expect(stats.figures(back + 50).lostMsTotal).toBe(lost);
  });

  it('a stop on purpose is not lost time, and a run gets a grace period for its first frame', () => {
    const stats = new StreamStatistics();
    stats.runStarted(0, FRAME_MS);
    const end = feed(stats, 0, 10);
    stats.stopped(end);
    expect(stats.figures(end + 60_000).lostMsTotal).toBe(0);
    stats.runStarted(end + 60_000, FRAME_MS);
    expect(stats.figures(end + 60_000 + FIRST_FRAME_GRACE_MS - 1).lostMsTotal).toBe(0);
    expect(stats.figures(end + 60_000 + FIRST_FRAME_GRACE_MS + 5_000).lostMsTotal).toBeGreaterThan(0);
  });

  it('frames missing from the timing count as loss; failures as reconnects; writes as recorded bytes', () => {
    const stats = new StreamStatistics();
    stats.runStarted(0, FRAME_MS);
    // Every other frame missing: pts steps of 200 ms at 100 ms frames.
    for (let i = 0; i < 10; i++) {
      stats.arrived(i * 200, [{ pts: i * 200, duration: FRAME_MS, key: i === 0, data: { length: 100 } }]);
    }
    stats.reconnecting();
    stats.recorded(1_000);
    stats.recorded(234);
    const figures = stats.figures(2_000);
    expect(figures.packetLossPct).toBeCloseTo((9 * 100) / 19, 5);
    expect(figures.reconnectsTotal).toBe(1);
    expect(figures.recordedBytesTotal).toBe(1_234);
  });

  it('arrival jitter follows the change in transit time', () => {
    const stats = new StreamStatistics();
    stats.runStarted(0, FRAME_MS);
    for (let i = 0; i < 200; i++) {
      const pts = i * FRAME_MS;
      stats.arrived(pts + (i % 2 ? 40 : 0), [{ pts, duration: FRAME_MS, key: i % 10 === 0, data: { length: 100 } }]);
    }
    expect(stats.figures(20_000).jitterMs).toBeCloseTo(40, 0);
  });
});
