import { PlayerStatsLog } from './PlayerStatsLog';

describe('PlayerStatsLog (spec 2 §9)', () => {
  it('keeps the last 200 log entries, 50 requests and 240 chunk stats', () => {
    let now = 0;
    const log = new PlayerStatsLog(() => now);
    for (let i = 0; i < 300; i += 1) {
      now = i;
      log.write('info', `m${i}`);
      log.request(`r${i}`);
      log.chunk(i, 10, i % 10 === 0);
    }
    const stats = log.snapshot();
    expect(stats.log).toHaveLength(200);
    expect(stats.log[0]?.message).toBe('m100');
    expect(stats.requests).toHaveLength(50);
    expect(stats.requests[49]?.request).toBe('r299');
    expect(stats.chunks).toHaveLength(240);
  });

  it('measures a request until its answer and the first frame after a play request', () => {
    let now = 100;
    const log = new PlayerStatsLog(() => now);
    log.playRequested();
    const done = log.request('init');
    now = 180;
    done();
    log.painted();
    now = 200;
    log.painted();
    expect(log.snapshot()).toMatchObject({
      requests: [{ request: 'init', tookMs: 80 }],
      requestedAt: 100,
      firstFrameAt: 180,
      framesPainted: 2,
    });
  });

  it('stamps log, request and chunk entries with the wall clock, and measures with the monotonic one', () => {
    // performance.now() counts from the page's start: 11 s in, it printed as 00:00:11.
    let monotonic = 11_000;
    const wallClock = Date.UTC(2026, 10, 25, 0, 27, 0);
    const log = new PlayerStatsLog(
      () => monotonic,
      () => wallClock + monotonic - 11_000,
    );
    log.write('info', 'opened');
    const done = log.request('init');
    log.chunk(wallClock - 5_000, 1200, true);
    monotonic += 250;
    done();
    const stats = log.snapshot();
    expect(stats.log[0]?.at).toBe(wallClock);
    expect(stats.requests[0]).toMatchObject({ at: wallClock, tookMs: 250 });
    expect(stats.chunks[0]?.at).toBe(wallClock);
  });

  it('dates each glass to glass sample with its paint on the wall clock, index for index (issue 37)', () => {
    let wall = Date.UTC(2026, 10, 30, 11, 0, 0);
    const log = new PlayerStatsLog(
      () => 0,
      () => wall,
    );
    for (let i = 0; i < 250; i += 1) {
      wall += 100;
      log.glassToGlass(120 + i);
    }
    const stats = log.snapshot();
    expect(stats.glassToGlassMs).toHaveLength(240);
    expect(stats.glassPaintedAt).toHaveLength(240);
    // The oldest kept is the 11th painted: 1,100 ms in, 130 ms old.
    expect([stats.glassPaintedAt?.[0], stats.glassToGlassMs[0]]).toEqual([Date.UTC(2026, 10, 30, 11, 0, 1, 100), 130]);
    expect([stats.glassPaintedAt?.[239], stats.glassToGlassMs[239]]).toEqual([Date.UTC(2026, 10, 30, 11, 0, 25), 369]);
  });
});
