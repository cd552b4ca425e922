/** The time↔pixel scale of the timeline: visible range, zoom within the spec's limits, pan and
 *  the ruler's ticks. */
import {
  TIMELINE_ZOOM_FACTOR,
  TIMELINE_ZOOM_MAX_MS,
  TIMELINE_ZOOM_MIN_MS,
} from '../../../shared/video/timelineConstants';

/** A span of time in ms since the epoch; `end` is exclusive. */
export interface TimeRange {
  start: number;
  end: number;
}

export function spanOf(range: TimeRange): number {
  return range.end - range.start;
}

export function clampSpan(span: number): number {
  return Math.min(TIMELINE_ZOOM_MAX_MS, Math.max(TIMELINE_ZOOM_MIN_MS, span));
}

/** A range of `span` (clamped) centred on `time`. */
export function rangeAround(time: number, span: number): TimeRange {
  const width = clampSpan(span);
  return { start: time - width / 2, end: time + width / 2 };
}

export function timeToX(range: TimeRange, width: number, time: number): number {
  return ((time - range.start) / spanOf(range)) * width;
}

export function xToTime(range: TimeRange, width: number, x: number): number {
  return range.start + (x / Math.max(1, width)) * spanOf(range);
}

/** Zooms by `steps` (positive zooms in) keeping `anchor` at the same place on screen. */
export function zoomRange(range: TimeRange, steps: number, anchor = (range.start + range.end) / 2): TimeRange {
  const span = clampSpan(spanOf(range) / TIMELINE_ZOOM_FACTOR ** steps);
  const share = (anchor - range.start) / spanOf(range);
  const start = anchor - share * span;
  return { start, end: start + span };
}

/** Moves the range by a drag of `dx` px (dragging right shows earlier time). */
export function panRange(range: TimeRange, dx: number, width: number): TimeRange {
  const shift = (dx / Math.max(1, width)) * spanOf(range);
  return { start: range.start - shift, end: range.end - shift };
}

/** Moves the range just enough to show `time`, keeping a margin of a tenth of its span. */
export function followTime(range: TimeRange, time: number): TimeRange {
  const margin = spanOf(range) / 10;
  if (time < range.start + margin || time > range.end - margin) {
    const span = spanOf(range);
    return { start: time - span / 2, end: time + span / 2 };
  }
  return range;
}

const TICK_STEPS = [
  10_000,
  30_000,
  60_000,
  2 * 60_000,
  5 * 60_000,
  10 * 60_000,
  15 * 60_000,
  30 * 60_000,
  3_600_000,
  2 * 3_600_000,
  3 * 3_600_000,
  6 * 3_600_000,
];

/** Ruler ticks: the smallest step leaving at least `minGapPx` between labels, aligned to the
 *  step in local time. */
export function timeTicks(range: TimeRange, width: number, minGapPx = 80, offsetMs = 0): number[] {
  const span = spanOf(range);
  const step = TICK_STEPS.find((s) => (s / span) * width >= minGapPx) ?? TICK_STEPS[TICK_STEPS.length - 1]!;
  const first = Math.ceil((range.start + offsetMs) / step) * step - offsetMs;
  const ticks: number[] = [];
  for (let t = first; t < range.end; t += step) ticks.push(t);
  return ticks;
}
