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

/** Walks the recorded spans, not the range: the cost follows the video held, so a wide range
 *  over a sparse archive costs what the archive costs, never one step per empty chunk. */
export function computeCoverage(spans: Span[], from: number, to: number, chunkMs = COVERAGE_CHUNK_MS): ChunkCoverage {
  const result: ChunkCoverage = { full: [], partial: [] };
  // Below a millisecond a chunk step no longer moves an epoch time: the walk would never end.
  if (!(to > from) || !(chunkMs >= 1)) return result;
  const firstChunk = Math.floor(from / chunkMs) * chunkMs;
  // Chunks come out in ascending order: the merged spans are sorted and never overlap.
  let current: { chunk: number; whole: boolean } | undefined;
  const flush = () => {
    if (current) (current.whole ? result.full : result.partial).push(current.chunk);
  };
  for (const span of mergeSpans(spans)) {
    const end = Math.min(span.end, to);
    for (let chunk = Math.max(firstChunk, Math.floor(span.start / chunkMs) * chunkMs); chunk < end; chunk += chunkMs) {
      // Within the merge threshold of both chunk edges counts as the whole chunk.
      const whole = span.start - chunk < GAP_MERGE_THRESHOLD_MS && chunk + chunkMs - span.end < GAP_MERGE_THRESHOLD_MS;
      if (current?.chunk === chunk) current.whole ||= whole;
      else {
        flush();
        current = { chunk, whole };
      }
    }
  }
  flush();
  return result;
}
