import { PlateTracker, TRACKING } from './PlateTracker';

const box = (x: number) => ({ x, y: 0.7, w: 0.2, h: 0.08 });
const sighting = (time: number, rawText: string, confidence: number) => ({
  time,
  box: box(0.4),
  rawText,
  confidence,
  evidence: time,
});

describe("a camera's plate tracks (issue 32: one read per passage)", () => {
  it('gives a passage its read once two reads agree, and reads it no more', () => {
    const tracker = new PlateTracker<number>('cam');
    const first = tracker.sight(box(0.3), 1000);
    expect(tracker.read(first.trackId, sighting(1000, 'KX7 4B21', 0.7))).toBeUndefined();
    const second = tracker.sight(box(0.35), 1500);
    expect(second.trackId).toBe(first.trackId);
    expect(tracker.read(second.trackId, sighting(1500, 'KXT 4821', 0.75))).toBeUndefined();
    const third = tracker.sight(box(0.4), 2000);
    const read = tracker.read(third.trackId, sighting(2000, 'kxt 4821', 0.8));
    // Settled by the frame at 2000; its plate first seen at 1000 (the passage's wait is counted from there).
    expect(read).toMatchObject({
      trackId: first.trackId,
      text: 'KXT4821',
      evidence: 2000,
      decidedAt: 2000,
      firstSeen: 1000,
    });
    expect(tracker.sight(box(0.45), 2500)).toEqual({ trackId: first.trackId, wantsRead: false });
    expect(tracker.expire(2500 + TRACKING.gapMs)).toEqual([]);
  });

  it("gives no single read out, however sure, and a passage's most read text when it ends unsure", () => {
    const tracker = new PlateTracker<number>('cam');
    const a = tracker.sight(box(0.4), 0);
    expect(tracker.read(a.trackId, sighting(0, 'ABC 1234', 0.95))).toBeUndefined();
    expect(tracker.expire(TRACKING.gapMs).map((r) => r.text)).toEqual(['ABC1234']);
    const b = tracker.sight(box(0.4), 9000);
    expect(b.trackId).not.toBe(a.trackId);
    tracker.read(b.trackId, sighting(9000, 'DEF 5678', 0.6));
    expect(tracker.sight(box(0.42), 9500).trackId).toBe(b.trackId);
    tracker.read(b.trackId, sighting(9500, 'DEF 5673', 0.7));
    expect(tracker.expire(9500 + TRACKING.gapMs - 1)).toEqual([]);
    expect(tracker.expire(9500 + TRACKING.gapMs).map((r) => r.text)).toEqual(['DEF5673']);
  });

  it('takes the same text again just after its read for the same passage, and a weak or short read for none', () => {
    const tracker = new PlateTracker<number>('cam');
    const a = tracker.sight(box(0.2), 0);
    tracker.read(a.trackId, sighting(0, 'ABC 1234', 0.9));
    expect(tracker.read(a.trackId, sighting(0, 'ABC 1234', 0.95))).toBeDefined();
    tracker.expire(5000);
    const again = tracker.sight(box(0.9), 5000);
    tracker.read(again.trackId, sighting(5000, 'ABC 1234', 0.95));
    expect(tracker.read(again.trackId, sighting(5000, 'ABC 1234', 0.95))).toBeUndefined();
    const weak = tracker.sight(box(0.4), 20_000);
    expect(tracker.read(weak.trackId, sighting(20_000, 'AB1', 0.99))).toBeUndefined();
    tracker.read(weak.trackId, sighting(20_100, 'XYZ 987', 0.3));
    expect(tracker.expire(30_000)).toEqual([]);
  });
});
