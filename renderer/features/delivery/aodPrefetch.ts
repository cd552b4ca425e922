/** Archive-on-demand ahead of playback (spec 2 §4): when the next 30 s chunk in the playing
 *  direction is not in the cloud but the avatar holds it, 60 s of it are requested, once. */
import { AOD_CHUNK_MS } from '../../../shared/video/constants';
import { AOD_PREFETCH_MS } from '../../../shared/video/deliveryConstants';

export interface AodSpan {
  start: number;
  end: number;
}

/** Start of the chunk after the one playing, in the direction of play. */
export function nextChunkStart(time: number, speed: number): number {
  const current = Math.floor(time / AOD_CHUNK_MS) * AOD_CHUNK_MS;
  return speed < 0 ? current - AOD_CHUNK_MS : current + AOD_CHUNK_MS;
}

/** The prefetch range for a chunk: 60 s from it forwards, or ending with it backwards. */
export function prefetchRange(chunk: number, speed: number): AodSpan {
  return speed < 0
    ? { start: chunk + AOD_CHUNK_MS - AOD_PREFETCH_MS, end: chunk + AOD_CHUNK_MS }
    : { start: chunk, end: chunk + AOD_PREFETCH_MS };
}

export interface ChunkCoverage {
  /** Chunk starts held (fully or partly) in the cloud. */
  cloud: readonly number[];
  /** Chunk starts held on the avatar only. */
  avatarOnly: readonly number[];
  /** Spans already requested (pending AOD requests, ours or anyone's). */
  pending: readonly AodSpan[];
}

/** Whether the chunk needs requesting: not in the cloud, on the avatar, not already asked for. */
export function needsPrefetch(chunk: number, coverage: ChunkCoverage): boolean {
  if (coverage.cloud.includes(chunk)) return false;
  if (!coverage.avatarOnly.includes(chunk)) return false;
  return !coverage.pending.some((span) => span.start <= chunk && chunk + AOD_CHUNK_MS <= span.end);
}
