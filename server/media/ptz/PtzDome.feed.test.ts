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
  const dome = new PtzDome(panorama, { width: 64, height: 36 });
  let frames = 0;
  const stdin = new Writable({
    write: (_chunk, _encoding, done) => {
      frames += 1;
      done();
    },
  });
  const stop = dome.feed(stdin, origin, FPS);
  return { frames: () => frames, stop };
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
});
