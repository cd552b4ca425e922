/** The demo cameras' capture stamp (issue 17, glass to glass): ffmpeg anchors the scene's media time
 *  on its own wall clock when the first frame enters the filter graph (RTCSTART), draws the clock
 *  from it and writes that first frame's time as one framecrc line on a pipe of its own; the
 *  fragments' media time starts at zero with the first frame. Frame pts = origin + the stamp +
 *  media time is then the time the frame was made, not the time ffmpeg was asked to start, which is
 *  later by ffmpeg's start-up (hundreds of ms on a busy machine). */
import type { Readable } from 'node:stream';

/** Reads the first packet of a framecrc text (`#tb 0: 1/1000` then `0, dts, pts, duration, size,
 *  crc`): its pts in ms, or null when the text has no packet yet. */
export function framecrcFirstPtsMs(text: string): number | null {
  let tb = 1 / 1000;
  // Whole lines only: a pipe may hand over half a line.
  for (const line of text.slice(0, text.lastIndexOf('\n') + 1).split('\n')) {
    const base = /^#tb \d+: (\d+)\/(\d+)/.exec(line);
    if (base) {
      tb = Number(base[1]) / Number(base[2]);
      continue;
    }
    if (line.startsWith('#') || !line.includes(',')) continue;
    const pts = Number(line.split(',')[2]);
    if (Number.isFinite(pts)) return Math.round(pts * tb * 1000);
  }
  return null;
}

/** Resolves with the first frame's time in ms after the run's origin; 0 when the pipe ends
 *  without it (the run failed: its fragments, if any, keep the origin). */
export function readCaptureStamp(pipe: Readable): Promise<number> {
  return new Promise((resolve) => {
    let text = '';
    let done = false;
    const finish = (ms: number) => {
      if (done) return;
      done = true;
      resolve(Math.max(0, ms));
      pipe.resume();
    };
    pipe.on('data', (chunk: Buffer) => {
      if (done) return;
      text = (text + chunk.toString()).slice(-4096);
      const ms = framecrcFirstPtsMs(text);
      if (ms !== null) finish(ms);
    });
    pipe.once('end', () => finish(0));
    pipe.once('error', () => finish(0));
  });
}
