/** The pace of a raw-video feed drawn in the platform (the demo dome, the plate gate, the face
 *  lobby): frames owed by the wall clock written to its ffmpeg, one per turn of the event loop. */
import type { Writable } from 'node:stream';

/** Calls `writeOne` (which writes the next frame owed and says whether more are owed) every half
 *  frame time, and again on the next turn of the event loop while frames are owed and ffmpeg
 *  takes them (at most a second of frames waiting in the pipe). One frame a turn (issue 37): the
 *  frames owed after the loop was held go out between the platform's other work — a seek's
 *  answer, live pictures — instead of as one burst of drawing that holds the loop again for
 *  hundreds of milliseconds. */
export function owedFramesFeed(
  stdin: Writable,
  frameBytes: number,
  fps: number,
  writeOne: () => boolean,
): { tick(): void; stop(): void } {
  let stopped = false;
  let again = false;
  const tick = () => {
    if (stopped || again || stdin.writableLength >= frameBytes * fps) return;
    if (!writeOne()) return;
    again = true;
    setImmediate(() => {
      again = false;
      tick();
    });
  };
  const timer = setInterval(tick, 1000 / fps / 2);
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  return { tick, stop };
}
