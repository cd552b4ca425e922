/** When the timeline fetches coverage: the visible range widened 20% each side, fetched again
 *  once the visible range leaves it or the data is 30 s old. */
import { TIMELINE_DATA_WIDENING, TIMELINE_MIN_DATA_REFRESH_MS } from '../../../shared/video/timelineConstants';
import { spanOf, type TimeRange } from './timeScale';

export function dataWindowOf(visible: TimeRange, widening = TIMELINE_DATA_WIDENING): TimeRange {
  const extra = spanOf(visible) * widening;
  return { start: Math.floor(visible.start - extra), end: Math.ceil(visible.end + extra) };
}

export interface FetchedWindow {
  range: TimeRange;
  /** When its answer was asked for (ms). */
  at: number;
}

/** Whether the data for `visible` must be fetched (again) at `now`. */
export function needsRefetch(visible: TimeRange, fetched: FetchedWindow | null, now: number): boolean {
  if (!fetched) return true;
  if (visible.start < fetched.range.start || visible.end > fetched.range.end) return true;
  return now - fetched.at >= TIMELINE_MIN_DATA_REFRESH_MS;
}
