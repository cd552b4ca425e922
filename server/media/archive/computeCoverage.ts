/** Coverage of a time range in 30 s chunks from recorded spans (spec 2 §9 Coverage): a chunk
 *  inside one span is covered, a chunk that only part of the video reaches is partial. Gaps
 *  under the merge threshold (2000 ms) are ignored. */
import { COVERAGE_CHUNK_MS, GAP_MERGE_THRESHOLD_MS } from '../../../shared/video/constants';

export interface Span {
  start: number;
  end: number;
}

export interface ChunkCoverage {
  /** Start times of fully covered chunks. */
  full: number[];
  /** Start times of partly covered chunks. */
  partial: number[];
}

/** Sorts and merges spans whose gap is under the threshold. */
export function mergeSpans(spans: Span[], threshold = GAP_MERGE_THRESHOLD_MS): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && span.start - last.end < threshold) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

export function computeCoverage(spans: Span[], from: number, to: number, chunkMs = COVERAGE_CHUNK_MS): ChunkCoverage {
  const merged = mergeSpans(spans);
  const result: ChunkCoverage = { full: [], partial: [] };
  if (!(to > from) || chunkMs <= 0) return result;
  let i = 0;
  for (let chunk = Math.floor(from / chunkMs) * chunkMs; chunk < to; chunk += chunkMs) {
    const chunkEnd = chunk + chunkMs;
    while (i < merged.length && (merged[i] as Span).end <= chunk) i += 1;
    let touched = false;
    let whole = false;
    for (let j = i; j < merged.length && (merged[j] as Span).start < chunkEnd; j += 1) {
      const span = merged[j] as Span;
      touched = true;
      // Within the merge threshold of both chunk edges counts as the whole chunk.
      if (span.start - chunk < GAP_MERGE_THRESHOLD_MS && chunkEnd - span.end < GAP_MERGE_THRESHOLD_MS) whole = true;
    }
    if (whole) result.full.push(chunk);
    else if (touched) result.partial.push(chunk);
  }
  return result;
}
