/** Frame timing from the browser's own clock for the console benches: the intervals between
 *  animation frames in the page (requestAnimationFrame), and their p50/p95/max with the frames an
 *  interval skipped at 60 Hz. */
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
}

/** Starts recording animation-frame intervals in the page; the function returned stops and
 *  answers them (the first interval, from the start to the first frame, is left out). */
export async function startFrames(page: Page): Promise<() => Promise<number[]>> {
  // A string, not a function: tsx would wrap named functions in a __name helper the page lacks.
  await page.evaluate(`(() => {
    const state = { intervals: [], running: true };
    window.__frames = state;
    let last = performance.now();
    const tick = (now) => {
      state.intervals.push(now - last);
      last = now;
      if (state.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  return () =>
    page.evaluate(() => {
      const state = (window as unknown as { __frames: { intervals: number[]; running: boolean } }).__frames;
      state.running = false;
      return state.intervals.slice(1);
    });
}

export function frameFigures(intervals: readonly number[]): FrameFigures {
  const sorted = [...intervals].sort((a, b) => a - b);
  const dropped = intervals.reduce((sum, ms) => sum + Math.max(0, Math.round(ms / FRAME_MS) - 1), 0);
  return {
    frames: intervals.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted.at(-1) ?? 0),
    droppedFrames: dropped,
    droppedShare: round((100 * dropped) / Math.max(1, dropped + intervals.length)),
  };
}
