/** The face tracker's rules (issue 32): one passage per person, however far they move between two
 *  pictures, settled once at its second sighting; two people at once are two passages; a passage
 *  seen once is given out when it ends; a face found again soon after its passage ended takes it
 *  up again without a second read, another face does not. */
import { FaceTracker } from './FaceTracker';

const her = Array.from({ length: 128 }, (_, i) => Math.sin(i) * 0.1);
const him = Array.from({ length: 128 }, (_, i) => Math.cos(i) * 0.1);
const at = (x: number, descriptor: number[], time: number) => ({
  box: { x, y: 0.2, w: 0.1, h: 0.2 },
  score: 0.9,
  descriptor,
  time,
  evidence: time,
});

describe('FaceTracker', () => {
  it('keeps a person crossing the picture in one passage, settled at the second sighting', () => {
    const tracker = new FaceTracker<number>('cam');
    const first = tracker.sight(at(0, her, 1_000));
    expect(first.settled).toBeUndefined();
    // Half the picture further a second later: the same face by its descriptor.
    const second = tracker.sight(at(0.5, her, 2_000));
    expect(second.trackId).toBe(first.trackId);
    expect(second.settled).toMatchObject({ trackId: first.trackId, sightings: 2, firstSeen: 1_000, decidedAt: 2_000 });
    expect(tracker.sight(at(0.8, her, 3_000)).settled).toBeUndefined();
    expect(tracker.expire(10_000)).toEqual([]);
  });

  it('tells two people apart and gives out a passage seen once when it ends', () => {
    const tracker = new FaceTracker<number>('cam');
    const a = tracker.sight(at(0.1, her, 1_000));
    const b = tracker.sight(at(0.7, him, 1_000));
    expect(b.trackId).not.toBe(a.trackId);
    expect(tracker.expire(2_000)).toEqual([]);
    const ended = tracker.expire(4_000);
    expect(ended.map((e) => e.trackId).sort()).toEqual([a.trackId, b.trackId].sort());
    expect(ended.find((e) => e.trackId === b.trackId)?.descriptor).toEqual(him);
  });

  it('takes a passage up again when its face comes back soon after it ended, without a second read', () => {
    const tracker = new FaceTracker<number>('cam', 2, 2_500);
    const first = tracker.sight(at(0.4, her, 1_000));
    expect(tracker.sight(at(0.4, her, 2_000)).settled).toBeDefined();
    // Not seen for 3 s (the engine starved of pictures): the passage ends, given out already.
    expect(tracker.expire(5_000)).toEqual([]);
    const again = tracker.sight(at(0.4, her, 5_500));
    expect(again.trackId).toBe(first.trackId);
    expect(again.settled).toBeUndefined();
    expect(tracker.sight(at(0.4, her, 6_500)).settled).toBeUndefined();
    // Someone else standing there next is a passage of their own.
    expect(tracker.expire(9_500)).toEqual([]);
    const next = tracker.sight(at(0.4, him, 10_000));
    expect(next.trackId).not.toBe(first.trackId);
    expect(tracker.sight(at(0.4, him, 11_000)).settled).toMatchObject({ trackId: next.trackId });
    // Long after, her face is a new passage.
    expect(tracker.expire(30_000)).toEqual([]);
    expect(tracker.sight(at(0.4, her, 30_000)).trackId).not.toBe(first.trackId);
  });
});
