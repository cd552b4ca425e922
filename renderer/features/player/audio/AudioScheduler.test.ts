import { AV_OFFSET_MAX_MS } from '../../../../shared/video/playerConstants';
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

  it('plays a piece decoded late at once, up to the latest sound is heard, and leaves out one later', () => {
    const scheduler = new AudioScheduler();
    scheduler.painted(0, 1_000);
    // Due at 1 000, now 1 060: it is heard 65 ms after its picture rather than not at all.
    expect(scheduler.place(0, PIECE, 1_060)).toBe(1_060 + AUDIO_SYNC.minLeadMs);
    scheduler.reset();
    scheduler.painted(0, 1_000);
    // Now 1 200: the piece is stale.
    expect(scheduler.place(0, PIECE, 1_000 + AUDIO_SYNC.latestMs)).toBeNull();
  });

  it('plays pieces decoded late together one after the other, never over each other', () => {
    const scheduler = new AudioScheduler();
    scheduler.painted(0, 1_000);
    // Two pieces came out of the decoder at once, 18 ms after the first was due.
    const first = scheduler.place(0, PIECE, 1_018) as number;
    const second = scheduler.place(PIECE, PIECE, 1_018) as number;
    expect(first).toBe(1_018 + AUDIO_SYNC.minLeadMs);
    expect(second).toBeCloseTo(first + PIECE);
    // The next pair, as late again, carries on from there.
    expect(scheduler.place(2 * PIECE, PIECE, 1_018 + 2 * PIECE)).toBeCloseTo(first + 2 * PIECE);
    expect(scheduler.resyncs).toBe(0);
  });

  it('leaves pieces out once they come in time again, until the sound is back within the A/V bound', () => {
    const scheduler = new AudioScheduler();
    scheduler.painted(0, 1_000);
    const due = (i: number) => 1_000 + i * PIECE;
    // A hiccup: five pieces came out of the decoder at once, 90 ms after the first was due; the
    // ones after them come 10 ms ahead of their time.
    const comes = (i: number) => (i < 5 ? 1_090 : due(i) - 10);
    const starts = Array.from({ length: 10 }, (_, i) => scheduler.place(i * PIECE, PIECE, comes(i)));
    const late = starts.map((start, i) => (start === null ? null : start - due(i)));
    // Those that could not be heard in time are heard late, one after the other.
    expect(late.slice(0, 3).every((ms) => ms !== null && ms > AV_OFFSET_MAX_MS)).toBe(true);
    expect(starts[1]).toBeCloseTo((starts[0] as number) + PIECE);
    // Then pieces are left out, and the sound comes back within the bound and stays.
    const leftOut = late.indexOf(null);
    expect(leftOut).toBeGreaterThan(0);
    const back = late.slice(leftOut).filter((ms) => ms !== null);
    expect(back.length).toBeGreaterThan(0);
    expect(back.every((ms) => (ms as number) <= AV_OFFSET_MAX_MS)).toBe(true);
  });

  it('forgets the picture clock on reset', () => {
    const scheduler = new AudioScheduler();
    scheduler.painted(0, 0);
    scheduler.reset();
    expect(scheduler.place(0, PIECE, -10)).toBeNull();
  });
});
