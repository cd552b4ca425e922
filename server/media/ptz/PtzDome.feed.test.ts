/** The dome's frames are timed by their count (issue 27 #9): a platform whose event loop was held
 *  feeds the frames it owes afterwards, so the dome's recorded clock keeps the wall clock's time. */
import { Writable } from 'node:stream';
import { PANORAMA } from './panorama';
import { PtzDome } from './PtzDome';

const FPS = 10;

/** A dome feeding an ffmpeg that takes every frame at once; `frames()` counts what it wrote. */
function domeFeed(origin: number) {
  const panorama = {
    width: PANORAMA.width,
    height: PANORAMA.height,
    rgb: Buffer.alloc(PANORAMA.width * PANORAMA.height * 3),
  };
  // A picture that differs along the pan, so a moved dome's frame is a different one.
  for (let i = 0; i < panorama.rgb.length; i += 1) panorama.rgb[i] = Math.floor(i / 3) % 251;
  const dome = new PtzDome(panorama, { width: 64, height: 36 });
  const written: Buffer[] = [];
  const stdin = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      written.push(chunk);
      done();
    },
  });
  const stop = dome.feed(stdin, origin, FPS);
  return { dome, written, frames: () => written.length, stop };
}

describe('PtzDome.feed', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('catches up on the frames it owes after the event loop was held', () => {
    const origin = Date.now();
    const fed = domeFeed(origin);
    jest.advanceTimersByTime(1_000);
    // The loop is held for 6 s: no timer runs, then the first one runs late.
    jest.setSystemTime(Date.now() + 6_000);
    // Then timers run again, and the frames owed go out one a turn of the loop.
    jest.advanceTimersByTime(500);
    fed.stop();
    const due = Math.floor(((Date.now() - origin) * FPS) / 1000) + 1;
    expect(fed.frames()).toBe(due);
  });

  it('writes the frames it owes one a turn of the event loop, not as one burst', () => {
    const fed = domeFeed(Date.now());
    jest.advanceTimersByTime(1_000);
    const before = fed.frames();
    jest.setSystemTime(Date.now() + 6_000);
    // The next timer only (the feed's tick): one frame, the rest on the turns after it.
    jest.advanceTimersToNextTimer();
    expect(fed.frames()).toBe(before + 1);
    jest.advanceTimersByTime(500);
    expect(fed.frames()).toBeGreaterThan(before + 60);
    fed.stop();
  });

  it('sends a dome at rest as the same frame again, and a moved dome as a new one drawn where it looks', () => {
    const fed = domeFeed(Date.now());
    jest.advanceTimersByTime(1_000);
    const atRest = fed.written.slice(-5);
    expect(new Set(atRest).size).toBe(1);
    fed.dome.moveBy({ pan: 10 });
    jest.advanceTimersByTime(2_000);
    const moved = fed.written[fed.written.length - 1]!;
    expect(moved).not.toBe(atRest[0]);
    expect(moved.equals(atRest[0]!)).toBe(false);
    expect(moved.equals(fed.dome.render())).toBe(true);
    fed.stop();
  });
});
