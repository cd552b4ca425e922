/** Feeds a demo scene drawn in this process to its camera's ffmpeg (issue 32): the licence plate
 *  gate and the face lobby are such scenes, drawn as raw RGB frames on the wall clock so their
 *  pictures reach the platform as real H.264 through the same pipeline and recording as a
 *  camera's. */
import type { Writable } from 'node:stream';
import { owedFramesFeed } from './owedFramesFeed';

/** How far behind (seconds of frames) the feed still catches up rather than skips, as the dome's. */
const CATCH_UP_SECONDS = 30;

/** A scene drawn at a size: the picture at a wall time, as RGB rows, into `out` when given. */
export interface RenderedScene {
  readonly size: { width: number; height: number };
  render(timeMs: number, out?: Buffer): Buffer;
}

/** Writes frames to ffmpeg's stdin at `fps`, frame n at the scene's time start + n/fps; answers a
 *  function that stops. The platform stamps frame n with the time ffmpeg took frame 0 (captureClock's
 *  RTCSTART) plus n frame times, and ffmpeg takes frame 0 only once it has started — a second or
 *  more after `originMs` on a busy machine — so the scene's clock starts when frame 0 has been taken
 *  (its write done: a frame is larger than the pipe holds), and each frame shows the scene at the
 *  time it is stamped with, which is what the ground truth is read at. */
export function feedScene(scene: RenderedScene, stdin: Writable, originMs: number, fps: number): () => void {
  const frameBytes = scene.size.width * scene.size.height * 3;
  let start: number | undefined;
  let written = 0;
  const feed = owedFramesFeed(stdin, frameBytes, fps, () => {
    if (start === undefined) return false;
    const due = Math.floor(((Date.now() - start) * fps) / 1000) + 1;
    if (due - written > fps * CATCH_UP_SECONDS) written = due - 1;
    if (written >= due) return false;
    // Each frame is drawn into a buffer of its own, which the pipe keeps until ffmpeg took it.
    stdin.write(scene.render(start + (written * 1000) / fps, Buffer.allocUnsafe(frameBytes)));
    written += 1;
    return written < due;
  });
  stdin.write(scene.render(originMs, Buffer.allocUnsafe(frameBytes)), () => {
    start = Date.now();
    written = 1;
    feed.tick();
  });
  return feed.stop;
}
