import { AUDIO_SYNC, AudioScheduler } from './AudioScheduler';

/** 1024 samples at 48 kHz. */
const PIECE = 21.333;

describe('AudioScheduler', () => {
  it('leaves sound out until a picture is on screen', () => {
    const scheduler = new AudioScheduler();
    expect(scheduler.place(1_000, PIECE, 50)).toBeNull();
  });

  it('starts a sound when the picture of its time is shown, and the next right after it', () => {
    const scheduler = new AudioScheduler();
    // The picture of media time 10 000 was painted at wall time 500.
    scheduler.painted(10_000, 500);
    expect(scheduler.place(10_100, PIECE, 520)).toBe(600);
    expect(scheduler.place(10_100 + PIECE, PIECE, 540)).toBeCloseTo(600 + PIECE);
  });

  it('keeps the pieces gapless while the picture clock jitters within the tolerance', () => {
    const scheduler = new AudioScheduler();
    scheduler.painted(0, 0);
    const first = scheduler.place(0, PIECE, -100) as number;
    // The next picture came 12 ms late: its clock says the next piece is due 12 ms later.
    scheduler.painted(100, 112);
    const second = scheduler.place(PIECE, PIECE, -90);
    expect(second).toBeCloseTo(first + PIECE);
    expect(scheduler.resyncs).toBe(0);
  });

  it('moves the sound back to the picture when they are further apart than the tolerance', () => {
    const scheduler = new AudioScheduler();
    scheduler.painted(0, 0);
    scheduler.place(0, PIECE, -100);
    // The picture stalled and resumed 200 ms later.
    scheduler.painted(100, 300);
    const next = scheduler.place(PIECE, PIECE, -90) as number;
    expect(next).toBeCloseTo(300 + PIECE - 100);
    expect(Math.abs(next - (scheduler.due(PIECE) as number))).toBeLessThanOrEqual(AUDIO_SYNC.toleranceMs);
    expect(scheduler.resyncs).toBe(1);
  });

  it('leaves out a piece whose time has passed, and plays one just late at once', () => {
    const scheduler = new AudioScheduler();
    scheduler.painted(0, 1_000);
    // Due at 1 000, now 1 030: more than its length late.
    expect(scheduler.place(0, PIECE, 1_030)).toBeNull();
    // Due at 1 020, now 1 030: it still overlaps, it starts as soon as it can.
    expect(scheduler.place(20, PIECE, 1_030)).toBe(1_030 + AUDIO_SYNC.minLeadMs);
  });

  it('forgets the picture clock on reset', () => {
    const scheduler = new AudioScheduler();
    scheduler.painted(0, 0);
    scheduler.reset();
    expect(scheduler.place(0, PIECE, -10)).toBeNull();
  });
});
