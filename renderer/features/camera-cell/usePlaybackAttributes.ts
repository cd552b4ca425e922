/** The cell's playback figures as data attributes — the media time on screen, the transport, time to first frame,
 *  frame counters, where the player decodes (main or worker), glass to glass (issue 17) with the last pictures' paint times (issue 37) and the A/V
 *  offset of a camera with sound (issue 31) — for end-to-end tests and the video benchmark, which read the page as an
 *  operator's browser renders it. They are written straight onto the cell's element, not rendered:
 *  the time moves four times a second and nobody looks at them but tests and benches. Counters
 *  refresh once a second, and at once when playback starts or the picture appears. */
import { type RefObject, useEffect, useLayoutEffect } from 'react';
import { STATS_REFRESH_MS } from '../../../shared/video/cellConstants';
import { describeStages, type PlayerController, type PlayerState } from '../player';
import { recentPaints } from './recentPaints';

function setAttribute(element: HTMLElement, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

function writeTime(element: HTMLElement, state: PlayerState): void {
  setAttribute(element, 'data-time', state.time === null ? '' : String(Math.round(state.time)));
  // Spec 2 §4: the transport playing now (cloud, or local once it took over); empty while none.
  setAttribute(element, 'data-transport', state.transport ?? '');
}

function writeCounters(element: HTMLElement, controller: PlayerController): void {
  const stats = controller.stats();
  const firstFrame =
    stats.firstFrameAt !== null && stats.requestedAt !== null
      ? (stats.firstFrameAt - stats.requestedAt).toFixed(1)
      : '';
  setAttribute(element, 'data-first-frame-ms', firstFrame);
  // Where that time went (issue 37): each stage's ms since the request.
  setAttribute(element, 'data-first-frame-stages', stats.stages ? describeStages(stats.stages) : '');
  setAttribute(element, 'data-frames-decoded', String(stats.framesDecoded));
  setAttribute(element, 'data-frames-painted', String(stats.framesPainted));
  setAttribute(element, 'data-frames-dropped', String(stats.framesDropped));
  setAttribute(element, 'data-player-path', stats.path);
  const glass = glassPercentiles(stats.glassToGlassMs);
  setAttribute(element, 'data-glass-p50-ms', glass ? String(glass.p50) : '');
  setAttribute(element, 'data-glass-p95-ms', glass ? String(glass.p95) : '');
  setAttribute(element, 'data-glass-recent', recentPaints(stats));
  // Signed: when a picture's sound is heard minus when the picture is shown; p95 of its size.
  const offsets = stats.avOffsetMs ?? [];
  const av = glassPercentiles(offsets);
  const size = glassPercentiles(offsets.map(Math.abs));
  setAttribute(element, 'data-av-offset-p50-ms', av ? av.p50.toFixed(1) : '');
  setAttribute(element, 'data-av-offset-abs-p95-ms', size ? size.p95.toFixed(1) : '');
  // Pictures whose sound was left out (AudioScheduler: too late) have no offset at all.
  const heard = stats.avHeardPercent;
  setAttribute(element, 'data-av-heard-percent', heard === null || heard === undefined ? '' : heard.toFixed(1));
}

/** Glass to glass of the last painted live frames: median and 95th percentile (issue 17). */
export function glassPercentiles(samples: readonly number[]): { p50: number; p95: number } | null {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
  return { p50: at(0.5), p95: at(0.95) };
}

export function usePlaybackAttributes(controller: PlayerController, cell: RefObject<HTMLElement | null>): void {
  // After every render: the element may be a new one (an empty cell and a camera's are different).
  useLayoutEffect(() => {
    if (!cell.current) return;
    writeTime(cell.current, controller.getState());
    writeCounters(cell.current, controller);
  });
  useEffect(() => {
    let last = controller.getState();
    const unsubscribe = controller.subscribe((state) => {
      const element = cell.current;
      if (!element) return;
      writeTime(element, state);
      if (state.status !== last.status || (state.time === null) !== (last.time === null)) {
        writeCounters(element, controller);
      }
      last = state;
    });
    const timer = setInterval(() => {
      if (cell.current) writeCounters(cell.current, controller);
    }, STATS_REFRESH_MS);
    return () => {
      unsubscribe();
      clearInterval(timer);
    };
  }, [controller, cell]);
}
