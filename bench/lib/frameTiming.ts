/** Frame timing from the browser's own clock for the console benches:
 *  - the intervals between animation frames in the page (requestAnimationFrame), p50/p95/max, and
 *    the frames an interval skipped at 60 Hz (dropped frames). At 60 Hz an interval cannot be
 *    shorter than the display's 16.7 ms, so its p95 shows dropped frames, not the work per frame;
 *  - the main thread's work per frame: from the frame's start (the animation frame's timestamp) to
 *    a message posted from the frame's callback, which runs once the frame's callbacks, style,
 *    layout and paint and the tasks queued before it are done, p50/p95/max. A frame is on time when
 *    this stays under the 16.7 ms budget. */
import type { Page } from '@playwright/test';
import { percentile } from './stats';

export const FRAME_MS = 1000 / 60;

const round = (value: number) => Number(value.toFixed(1));

export interface FrameFigures {
  frames: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  droppedFrames: number;
  /** Dropped frames in percent of all frames due (shown and dropped). */
  droppedShare: number;
  /** The main thread's work per frame (ms). */
  work: { p50Ms: number; p95Ms: number; maxMs: number };
}

export interface FrameSamples {
  intervals: number[];
  work: number[];
}

/** Starts recording animation-frame intervals in the page; the function returned stops and
 *  answers them (the first interval, from the start to the first frame, is left out). */
export async function startFrames(page: Page): Promise<() => Promise<FrameSamples>> {
  // A string, not a function: tsx would wrap named functions in a __name helper the page lacks.
  await page.evaluate(`(() => {
    const state = { intervals: [], work: [], running: true };
    window.__frames = state;
    const channel = new MessageChannel();
    const starts = [];
    channel.port1.onmessage = () => {
      const start = starts.shift();
      if (start !== undefined) state.work.push(performance.now() - start);
    };
    let last = performance.now();
    const tick = (now) => {
      state.intervals.push(now - last);
      last = now;
      starts.push(now);
      channel.port2.postMessage(0);
      if (state.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  return () =>
    page.evaluate(() => {
      const state = (window as unknown as { __frames: FrameSamples & { running: boolean } }).__frames;
      state.running = false;
      return { intervals: state.intervals.slice(1), work: state.work.slice(1) };
    });
}

export function frameFigures({ intervals, work }: FrameSamples): FrameFigures {
  const busy = [...work].sort((a, b) => a - b);
  const sorted = [...intervals].sort((a, b) => a - b);
  const dropped = intervals.reduce((sum, ms) => sum + Math.max(0, Math.round(ms / FRAME_MS) - 1), 0);
  return {
    frames: intervals.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted.at(-1) ?? 0),
    droppedFrames: dropped,
    droppedShare: round((100 * dropped) / Math.max(1, dropped + intervals.length)),
    work: { p50Ms: round(percentile(busy, 50)), p95Ms: round(percentile(busy, 95)), maxMs: round(busy.at(-1) ?? 0) },
  };
}
