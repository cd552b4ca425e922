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

  it('leaves out sound stale at the start, and hears sound the decoder hands out late for good that late', () => {
    for (const lateMs of [60, AUDIO_SYNC.latestMs + 10]) {
      const scheduler = new AudioScheduler();
      scheduler.painted(0, 1_000);
      const due = (i: number) => 1_000 + i * PIECE;
      // Each piece comes out of the decoder `lateMs` after its picture was shown.
      const starts = Array.from({ length: 40 }, (_, i) => scheduler.place(i * PIECE, PIECE, due(i) + lateMs));
      // The first are left out: nothing yet says the lateness lasts.
      expect(starts[0]).toBeNull();
      const first = starts.findIndex((start) => start !== null);
      if (lateMs > AUDIO_SYNC.latestMs) {
        expect(first).toBe(-1);
        continue;
      }
      // Half a second of sound later, it is heard as late as it comes, one piece after the other.
      expect(first * PIECE).toBeLessThanOrEqual(AUDIO_SYNC.decoderWindowMs);
      starts.slice(first).forEach((start, i) => {
        expect(start).toBeCloseTo(due(first + i) + lateMs + AUDIO_SYNC.minLeadMs);
      });
    }
  });

  it('plays pieces decoded late together one after the other, never over each other, and leaves none out', () => {
    const scheduler = new AudioScheduler();
    scheduler.painted(0, 1_000);
    // The decoder hands pieces out in pairs, 18 ms after the first of each pair was due.
    const starts = Array.from({ length: 40 }, (_, i) =>
      scheduler.place(i * PIECE, PIECE, 1_000 + (i - (i % 2)) * PIECE + 18),
    );
    // The first pair: its first piece is stale, its second on time.
    expect(starts[0]).toBeNull();
    expect(starts[1]).toBe(1_018 + AUDIO_SYNC.minLeadMs);
    // From the next pair on, gapless, as late as the decoder makes it.
    const from = starts[2] as number;
    starts.slice(2).forEach((start, i) => expect(start).toBeCloseTo(from + i * PIECE));
    expect(from - (1_000 + 2 * PIECE)).toBeLessThanOrEqual(25);
    expect(scheduler.resyncs).toBe(0);
  });

  it('after a hiccup, hears the late pieces, then leaves pieces out until the sound is back with its picture', () => {
    const scheduler = new AudioScheduler();
    scheduler.painted(0, 1_000);
    const due = (i: number) => 1_000 + i * PIECE;
    // Pieces come 10 ms ahead of their time, but for five handed out at once 90 ms after the first
    // of them was due.
    const comes = (i: number) => (i >= 30 && i < 35 ? due(30) + 90 : due(i) - 10);
    const starts = Array.from({ length: 80 }, (_, i) => scheduler.place(i * PIECE, PIECE, comes(i)));
    const late = starts.map((start, i) => (start === null ? null : start - due(i)));
    expect(late.slice(0, 30).every((ms) => ms !== null && Math.abs(ms) < 0.01)).toBe(true);
    // The hiccup's pieces are heard late, one after the other.
    expect(late.slice(30, 35).every((ms) => ms !== null && ms > AUDIO_SYNC.toleranceMs)).toBe(true);
    expect(starts[31]).toBeCloseTo((starts[30] as number) + PIECE);
    // Then pieces are left out, and the sound is back with its picture and stays.
    expect(late.slice(35).some((ms) => ms === null)).toBe(true);
    expect(late.slice(70).every((ms) => ms !== null && Math.abs(ms) <= AUDIO_SYNC.toleranceMs)).toBe(true);
  });

  it('forgets the picture clock on reset', () => {
    const scheduler = new AudioScheduler();
    scheduler.painted(0, 0);
    scheduler.reset();
    expect(scheduler.place(0, PIECE, -10)).toBeNull();
  });
});
