/** streamHealthOf: a stream's health as its camera's readiness and liveness timeouts read its
 *  arrivals (spec 3 §3.1 health settings; issue 29), on a clock the test moves. */
import { StreamStatistics } from './StreamStatistics';
import { streamHealthOf } from './streamHealthOf';

const FRAME_MS = 100;
const TIMEOUTS = { readinessTimeout: 20, livenessTimeout: 8 };

function frames(stats: StreamStatistics, from: number, count: number): number {
  for (let i = 0; i < count; i++) {
    const at = from + i * FRAME_MS;
    stats.arrived(at, [{ pts: at, duration: FRAME_MS, key: i % 10 === 0, data: { length: 1_000 } }]);
  }
  return from + count * FRAME_MS;
}

const health = (stats: StreamStatistics, now: number, device = 'NORMAL') =>
  streamHealthOf(stats.figures(now).liveness, TIMEOUTS, device);

describe('streamHealthOf', () => {
  it('is PENDING until the readiness timeout passes without a first frame, then BROKEN', () => {
    const stats = new StreamStatistics();
    stats.runStarted(0, FRAME_MS);
    expect(health(stats, 1_000, 'PENDING')).toBe('PENDING');
    // The default readiness (15 s) has passed; this camera's 20 s have not.
    expect(health(stats, 19_000, 'PENDING')).toBe('PENDING');
    expect(health(stats, 20_001, 'PENDING')).toBe('BROKEN');
  });

  it('is NORMAL once frames come, though the camera was stored as PENDING', () => {
    const stats = new StreamStatistics();
    stats.runStarted(0, FRAME_MS);
    const end = frames(stats, 500, 30);
    expect(health(stats, end, 'PENDING')).toBe('NORMAL');
  });

  it('stays NORMAL through a silence shorter than the liveness timeout and is BROKEN after it', () => {
    const stats = new StreamStatistics();
    stats.runStarted(0, FRAME_MS);
    const end = frames(stats, 0, 30);
    // Past the default liveness (4 s) but inside this camera's 8 s.
    expect(health(stats, end + 6_000)).toBe('NORMAL');
    expect(health(stats, end + 8_100)).toBe('BROKEN');
    frames(stats, end + 9_000, 5);
    expect(health(stats, end + 9_500)).toBe('NORMAL');
  });

  it('is BROKEN from a source failure until the new run delivers', () => {
    const stats = new StreamStatistics();
    stats.runStarted(0, FRAME_MS);
    const end = frames(stats, 0, 30);
    stats.runEnded();
    stats.reconnecting();
    stats.runStarted(end + 1_000, FRAME_MS);
    expect(health(stats, end + 1_500, 'BROKEN')).toBe('BROKEN');
    frames(stats, end + 2_000, 5);
    expect(health(stats, end + 2_500, 'BROKEN')).toBe('NORMAL');
  });

  it('is OFF when the camera is, or its pipeline stopped on purpose; a stream never started follows its camera', () => {
    const stats = new StreamStatistics();
    stats.runStarted(0, FRAME_MS);
    const end = frames(stats, 0, 30);
    expect(health(stats, end, 'OFF')).toBe('OFF');
    stats.stopped(end);
    expect(health(stats, end + 100)).toBe('OFF');
    expect(streamHealthOf(undefined, TIMEOUTS, 'NORMAL')).toBe('NORMAL');
    expect(streamHealthOf(undefined, TIMEOUTS, 'BROKEN')).toBe('BROKEN');
  });
});
