/** Coverage as drawable runs: 30 s chunk start times merged into continuous spans (gaps shorter
 *  than 2 s are drawn as covered), so a 24 h track is a handful of boxes, not 2 880. */
import { TIMELINE_GAP_IGNORED_MS } from '../../../shared/video/timelineConstants';
import { COVERAGE_CHUNK_MS } from '../../../shared/video/constants';
import type { TimeRange } from './timeScale';

/** Chunk start times → sorted, merged runs. */
export function coverageRuns(
  chunkStarts: readonly number[],
  chunkMs = COVERAGE_CHUNK_MS,
  gapIgnoredMs = TIMELINE_GAP_IGNORED_MS,
): TimeRange[] {
  return mergeSpans(
    chunkStarts.map((start) => ({ start, end: start + chunkMs })),
    gapIgnoredMs,
  );
}

/** Merges overlapping spans and those separated by less than `gapIgnoredMs`. */
export function mergeSpans(spans: readonly TimeRange[], gapIgnoredMs = TIMELINE_GAP_IGNORED_MS): TimeRange[] {
  const sorted = [...spans].filter((s) => s.end > s.start).sort((a, b) => a.start - b.start);
  const runs: TimeRange[] = [];
  for (const span of sorted) {
    const last = runs[runs.length - 1];
    if (last && span.start - last.end < gapIgnoredMs) last.end = Math.max(last.end, span.end);
    else runs.push({ start: span.start, end: span.end });
  }
  return runs;
}

/** The runs that meet `range`, cut to it (what a track draws). */
export function clipRuns(runs: readonly TimeRange[], range: TimeRange): TimeRange[] {
  const out: TimeRange[] = [];
  for (const run of runs) {
    if (run.end <= range.start || run.start >= range.end) continue;
    out.push({ start: Math.max(run.start, range.start), end: Math.min(run.end, range.end) });
  }
  return out;
}

/** Whether `time` falls inside one of the runs. */
export function runsCover(runs: readonly TimeRange[], time: number): boolean {
  return runs.some((r) => r.start <= time && time < r.end);
}
