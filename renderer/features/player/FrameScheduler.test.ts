import { FakeFrame, openFrames } from './testing/fakeMedia';
import { FrameScheduler } from './FrameScheduler';

function setup(liveDelayMs = 0) {
  const painted: number[] = [];
  let dropped = 0;
  const scheduler = new FrameScheduler({
    paint: (frame) => painted.push(frame.pts),
    dropped: (count) => {
      dropped += count;
    },
    liveDelayMs,
  });
  return { scheduler, painted, dropped: () => dropped };
}

const T = 1_700_000_000_000;

afterEach(() => {
  openFrames.forEach((frame) => frame.close());
});

describe('FrameScheduler', () => {
  it('paints live frames as they arrive and closes them', () => {
    const { scheduler, painted } = setup();
    scheduler.reset({ mode: 'live', speed: 1, from: null });
    const frames = [new FakeFrame(T), new FakeFrame(T + 100)];
    frames.forEach((f) => scheduler.push(f, 0));
    expect(painted).toEqual([T, T + 100]);
    expect(frames.every((f) => f.closed)).toBe(true);
  });

  it('live through a jitter buffer: frames wait the delay, then show at their own spacing however unevenly they came', () => {
    const { scheduler, painted, dropped } = setup(500);
    scheduler.reset({ mode: 'live', speed: 1, from: null });
    // Four frames 100 ms apart by the camera's clock arrive in two bursts.
    scheduler.push(new FakeFrame(T), 0);
    scheduler.push(new FakeFrame(T + 100), 5);
    scheduler.tick(0, false);
    scheduler.tick(499, false);
    expect(painted).toEqual([]);
    scheduler.tick(500, false);
    expect(painted).toEqual([T]);
    scheduler.push(new FakeFrame(T + 200), 260);
    scheduler.push(new FakeFrame(T + 300), 262);
    scheduler.tick(590, false);
    expect(painted).toEqual([T]);
    scheduler.tick(600, false);
    scheduler.tick(700, false);
    scheduler.tick(800, false);
    expect(painted).toEqual([T, T + 100, T + 200, T + 300]);
    expect(dropped()).toBe(0);
  });

  it('live through a jitter buffer: after a stall longer than the buffer the late frame shows at once and the buffer fills again', () => {
    const { scheduler, painted } = setup(500);
    scheduler.reset({ mode: 'live', speed: 1, from: null });
    scheduler.push(new FakeFrame(T), 0);
    scheduler.tick(500, false);
    // Nothing for 3 s, then the next frame.
    scheduler.push(new FakeFrame(T + 100), 3_500);
    scheduler.tick(3_500, false);
    expect(painted).toEqual([T, T + 100]);
    scheduler.push(new FakeFrame(T + 200), 3_510);
    scheduler.tick(3_590, false);
    expect(painted).toEqual([T, T + 100]);
    scheduler.tick(4_100, false);
    expect(painted).toEqual([T, T + 100, T + 200]);
  });

  it('live: a delay set while playing holds the pictures that much once, and none paints the newest at once', () => {
    const { scheduler, painted } = setup();
    scheduler.reset({ mode: 'live', speed: 1, from: null });
    scheduler.push(new FakeFrame(T), 0);
    expect(painted).toEqual([T]);
    // The sound comes 80 ms after its pictures: from now on they wait for it.
    scheduler.setLiveDelay(80, 10);
    scheduler.push(new FakeFrame(T + 40), 40);
    scheduler.tick(119, false);
    expect(painted).toEqual([T]);
    scheduler.tick(120, false);
    expect(painted).toEqual([T, T + 40]);
    scheduler.push(new FakeFrame(T + 80), 80);
    // It grows by 20 ms: the frame due at 160 waits until 180.
    scheduler.setLiveDelay(100, 100);
    scheduler.tick(179, false);
    expect(painted).toEqual([T, T + 40]);
    scheduler.tick(180, false);
    expect(painted).toEqual([T, T + 40, T + 80]);
    scheduler.push(new FakeFrame(T + 120), 120);
    scheduler.push(new FakeFrame(T + 160), 160);
    scheduler.setLiveDelay(0, 170);
    expect(painted).toEqual([T, T + 40, T + 80, T + 160]);
    scheduler.push(new FakeFrame(T + 200), 200);
    expect(painted).toEqual([T, T + 40, T + 80, T + 160, T + 200]);
  });

  it('archive: decodes but never shows frames before the requested start, then paints the first at once', () => {
    const { scheduler, painted } = setup();
    scheduler.reset({ mode: 'archive', speed: 1, from: T + 250 });
    const early = [new FakeFrame(T), new FakeFrame(T + 100), new FakeFrame(T + 200)];
    early.forEach((f) => scheduler.push(f, 0));
    expect(painted).toEqual([]);
    expect(early.every((f) => f.closed)).toBe(true);
    scheduler.push(new FakeFrame(T + 300), 5);
    expect(painted).toEqual([T + 300]);
  });

  it('archive: follows the media clock × speed', () => {
    const { scheduler, painted } = setup();
    scheduler.reset({ mode: 'archive', speed: 2, from: T });
    scheduler.push(new FakeFrame(T), 0);
    scheduler.push(new FakeFrame(T + 100), 0);
    scheduler.push(new FakeFrame(T + 200), 0);
    scheduler.tick(40, true);
    expect(painted).toEqual([T]);
    scheduler.tick(50, true); // 50 ms × 2 = 100 ms of media
    expect(painted).toEqual([T, T + 100]);
    scheduler.tick(100, true);
    expect(painted).toEqual([T, T + 100, T + 200]);
  });

  it('archive: paints the newest due frame and counts the older ones as dropped', () => {
    const { scheduler, painted, dropped } = setup();
    scheduler.reset({ mode: 'archive', speed: 1, from: T });
    scheduler.push(new FakeFrame(T), 0);
    const late = [new FakeFrame(T + 100), new FakeFrame(T + 200)];
    late.forEach((f) => scheduler.push(f, 0));
    scheduler.push(new FakeFrame(T + 300), 0);
    scheduler.tick(310, true);
    expect(painted).toEqual([T, T + 300]);
    expect(dropped()).toBe(2);
    expect(late.every((f) => f.closed)).toBe(true);
    expect(openFrames.size).toBe(0);
  });

  it('reverse: waits for the GOP, then shows it newest-first', () => {
    const { scheduler, painted } = setup();
    scheduler.reset({ mode: 'archive', speed: -1, from: T + 450 });
    // One GOP arrives in decode order; the frame after the start is not shown.
    [0, 100, 200, 300, 400, 500].forEach((d) => scheduler.push(new FakeFrame(T + d), 0));
    scheduler.tick(10, false);
    expect(painted).toEqual([]);
    scheduler.tick(20, true);
    expect(painted).toEqual([T + 400]);
    for (let at = 120; at <= 420; at += 100) scheduler.tick(at, true);
    expect(painted).toEqual([T + 400, T + 300, T + 200, T + 100, T]);
    // The next (older) GOP continues the clock.
    [-400, -300, -200, -100].forEach((d) => scheduler.push(new FakeFrame(T + d), 430));
    scheduler.tick(520, true);
    expect(painted.slice(-1)).toEqual([T - 100]);
  });

  it('reverse: with a decoder that never goes quiet, the next GOP beginning completes the one before it', () => {
    const { scheduler, painted } = setup();
    scheduler.reset({ mode: 'archive', speed: -2, from: T + 900 });
    // A busy decoder: frames keep coming, `settled` is never true.
    [0, 100, 200, 300].forEach((d) => scheduler.push(new FakeFrame(T + d), 0));
    scheduler.tick(10, false);
    expect(painted).toEqual([]);
    // The older GOP's keyframe: the newer GOP is whole, its newest frame starts the clock.
    scheduler.push(new FakeFrame(T - 400), 20);
    scheduler.tick(30, false);
    expect(painted).toEqual([T + 300]);
    scheduler.tick(80, false); // 50 ms × 2 = 100 ms of media back
    expect(painted).toEqual([T + 300, T + 200]);
  });

  it('reverse: after running dry it waits for the incoming GOP to complete before going on', () => {
    const { scheduler, painted } = setup();
    scheduler.reset({ mode: 'archive', speed: -1, from: T + 100 });
    [0, 100].forEach((d) => scheduler.push(new FakeFrame(T + d), 0));
    scheduler.push(new FakeFrame(T - 1000), 0);
    for (let at = 10; at <= 210; at += 100) scheduler.tick(at, false);
    expect(painted).toEqual([T + 100, T]);
    scheduler.tick(1200, false); // the -1000 frame is due and shown; the queue runs dry
    expect(painted).toEqual([T + 100, T, T - 1000]);
    scheduler.tick(1250, false); // nothing queued: waiting for the older GOP
    // The next GOP arrives in part: its newest frames are not decoded yet, so nothing jumps ahead.
    [-2000, -1900].forEach((d) => scheduler.push(new FakeFrame(T + d), 1300));
    scheduler.tick(1310, false);
    expect(painted).toEqual([T + 100, T, T - 1000]);
    [-1800, -1700].forEach((d) => scheduler.push(new FakeFrame(T + d), 1320));
    scheduler.push(new FakeFrame(T - 3000), 1330);
    scheduler.tick(1340, false);
    expect(painted.slice(3)).toEqual([T - 1700]);
    scheduler.tick(1440, false);
    expect(painted.slice(3)).toEqual([T - 1700, T - 1800]);
  });

  it('reverse: a GOP that comes late continues from its newest frame instead of dropping it', () => {
    const { scheduler, painted, dropped } = setup();
    scheduler.reset({ mode: 'archive', speed: -1, from: T + 200 });
    [0, 100, 200].forEach((d) => scheduler.push(new FakeFrame(T + d), 0));
    for (let at = 60; at <= 260; at += 100) scheduler.tick(at, true);
    expect(painted).toEqual([T + 200, T + 100, T]);
    scheduler.tick(700, true); // nothing queued: waiting for the older GOP
    [-300, -200, -100].forEach((d) => scheduler.push(new FakeFrame(T + d), 900));
    scheduler.tick(960, true);
    expect(painted.slice(3)).toEqual([T - 100]);
    scheduler.tick(1060, true);
    expect(painted.slice(3)).toEqual([T - 100, T - 200]);
    expect(dropped()).toBe(0);
  });

  it('pause holds the frame shown: nothing is painted after it until a new play', () => {
    const { scheduler, painted } = setup();
    scheduler.reset({ mode: 'archive', speed: 1, from: T });
    scheduler.push(new FakeFrame(T), 0);
    const queued = new FakeFrame(T + 100);
    scheduler.push(queued, 0);
    scheduler.pause();
    expect(queued.closed).toBe(true);
    scheduler.push(new FakeFrame(T + 200), 150);
    scheduler.tick(300, true);
    expect(painted).toEqual([T]);
    expect(scheduler.shownPts).toBe(T);
  });

  it('frames sent again after a restart are not shown twice', () => {
    const { scheduler, painted } = setup();
    scheduler.reset({ mode: 'live', speed: 1, from: null });
    scheduler.push(new FakeFrame(T + 100), 0);
    scheduler.push(new FakeFrame(T + 100), 0);
    scheduler.push(new FakeFrame(T + 50), 0);
    expect(painted).toEqual([T + 100]);
  });

  it('a gap the server skipped moves the clock to the next frame', () => {
    const { scheduler, painted } = setup();
    scheduler.reset({ mode: 'archive', speed: 1, from: T });
    scheduler.push(new FakeFrame(T), 0);
    scheduler.push(new FakeFrame(T + 3_600_000), 100);
    scheduler.tick(120, true);
    expect(painted).toEqual([T, T + 3_600_000]);
  });

  it('keeps only a few frames queued in forward play', () => {
    const { scheduler, dropped } = setup();
    scheduler.reset({ mode: 'archive', speed: 1, from: T });
    for (let i = 0; i < 20; i += 1) scheduler.push(new FakeFrame(T + i * 100), 0);
    expect(scheduler.queued).toBeLessThanOrEqual(8);
    expect(dropped()).toBeGreaterThan(0);
  });
});
