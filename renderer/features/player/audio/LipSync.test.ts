import { LIP_SYNC } from '../../../../shared/video/playerConstants';
import { LipSync } from './LipSync';

const T = Date.UTC(2026, 10, 30, 8, 0, 0);
/** One AAC frame at 48 kHz, and a picture every 40 ms (25 a second). */
const PIECE = 21.333;
const PICTURE = 40;

/** A camera whose pictures arrive `pictureDelay` after their time and its sound `soundDelay` after
 *  its time, for `ms` of media from `from`; returns the hold after each piece of sound. */
function stream(
  sync: LipSync,
  options: { from?: number; ms: number; pictureDelay: number; soundDelay: (i: number) => number },
) {
  const from = options.from ?? T;
  const events: Array<{ at: number; kind: 'picture' | 'sound'; pts: number }> = [];
  for (let pts = from; pts < from + options.ms; pts += PICTURE)
    events.push({ at: pts + options.pictureDelay, kind: 'picture', pts });
  let i = 0;
  for (let pts = from; pts < from + options.ms; pts += PIECE, i += 1) {
    events.push({ at: pts + options.soundDelay(i), kind: 'sound', pts });
  }
  events.sort((a, b) => a.at - b.at);
  const holds: number[] = [];
  for (const event of events) {
    if (event.kind === 'picture') sync.picture(event.pts, event.at);
    else {
      sync.sound(event.pts, event.at);
      holds.push(sync.holdMs);
    }
  }
  return holds;
}

describe('LipSync', () => {
  it('holds nothing for a camera without sound', () => {
    const sync = new LipSync();
    for (let pts = T; pts < T + 2_000; pts += PICTURE) sync.picture(pts, pts + 30);
    expect(sync.holdMs).toBe(0);
  });

  it('holds nothing when the sound comes with or before its pictures', () => {
    const sync = new LipSync();
    const holds = stream(sync, { ms: 3_000, pictureDelay: 30, soundDelay: (i) => 30 - 64 + (i % 3) * 5 });
    expect(Math.max(...holds)).toBe(0);
  });

  it('holds the pictures by how late the sound comes, plus the margin for its way to the page', () => {
    const sync = new LipSync();
    stream(sync, { ms: 3_000, pictureDelay: 30, soundDelay: () => 30 + 64 });
    expect(sync.holdMs).toBeGreaterThanOrEqual(64);
    expect(sync.holdMs).toBeLessThanOrEqual(64 + LIP_SYNC.marginMs);
  });

  it('covers sound whose lateness varies: its late pieces, not its average', () => {
    const sync = new LipSync();
    // Every fifth piece 120 ms late, the others 40 ms.
    stream(sync, { ms: 3_000, pictureDelay: 10, soundDelay: (i) => 10 + (i % 5 === 0 ? 120 : 40) });
    expect(sync.holdMs).toBeGreaterThanOrEqual(120);
  });

  it('is bounded, so live stays live', () => {
    const sync = new LipSync();
    stream(sync, { ms: 4_000, pictureDelay: 0, soundDelay: () => 2_000 });
    expect(sync.holdMs).toBe(LIP_SYNC.maxHoldMs);
  });

  it('lets go again once the sound comes on time, and does not move for a few ms of jitter', () => {
    const sync = new LipSync();
    const late = stream(sync, { ms: 3_000, pictureDelay: 0, soundDelay: (i) => 80 + (i % 2) * 6 });
    // Settled: jitter within the step does not move the pictures at every piece.
    expect(new Set(late.slice(-60)).size).toBe(1);
    stream(sync, { from: T + 3_000, ms: 3_000, pictureDelay: 0, soundDelay: () => -20 });
    expect(sync.holdMs).toBe(0);
  });

  it('judges sound against the pictures of its own time, not a picture that came late', () => {
    const sync = new LipSync();
    // The stream starts with its GOP so far, pictures and sound of the last second sent at once.
    const burstAt = T + 1_000;
    for (let pts = T; pts < burstAt; pts += PICTURE) sync.picture(pts, burstAt);
    for (let pts = T; pts < burstAt; pts += PIECE) sync.sound(pts, burstAt + 1);
    expect(sync.holdMs).toBe(0);
  });
});
