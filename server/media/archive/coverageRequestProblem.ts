/** Checks a coverage request (REST /api/cm/coverage and GraphQL archiveCoverage) against the
 *  platform's bounds before any work is done; answers the message to send back, or undefined. */
import { COVERAGE_CHUNK_MS, COVERAGE_LIMITS, FAR_FUTURE_MS } from '../../../shared/video/constants';

export interface CoverageRequest {
  from: number;
  to: number;
  cameras: number;
  streams: number;
  chunkMs?: number;
}

const isTime = (t: number) => Number.isFinite(t) && t >= 0 && t <= FAR_FUTURE_MS;

export function coverageRequestProblem(request: CoverageRequest): string | undefined {
  const { from, to, cameras, streams, chunkMs = COVERAGE_CHUNK_MS } = request;
  if (!isTime(from) || !isTime(to)) return 'startTime and endTime must be times in ms between 1970 and 2500';
  if (to < from) return 'endTime is before startTime';
  if (to - from > COVERAGE_LIMITS.maxRangeMs) {
    return `The time range is longer than ${COVERAGE_LIMITS.maxRangeMs / 86_400_000} days`;
  }
  if (cameras > COVERAGE_LIMITS.maxIds) return `At most ${COVERAGE_LIMITS.maxIds} cameras per request`;
  const chunks = Math.ceil((to - from) / chunkMs + 1) * Math.max(cameras, 1) * Math.max(streams, 1);
  if (chunks > COVERAGE_LIMITS.maxChunks) {
    return `The request asks for ${chunks} chunks, more than ${COVERAGE_LIMITS.maxChunks}: narrow the range or the camera list`;
  }
  return undefined;
}

/** The REST route's granularity (seconds) as a chunk length in ms; absent means the spec's 30 s. */
export function parseGranularity(value: string | undefined): { chunkMs: number } | { error: string } {
  if (value === undefined || value === '') return { chunkMs: COVERAGE_CHUNK_MS };
  const seconds = Number(value);
  const { minGranularitySeconds: min, maxGranularitySeconds: max } = COVERAGE_LIMITS;
  if (!Number.isFinite(seconds) || seconds < min || seconds > max) {
    return { error: `parameter granularity must be a number of seconds from ${min} to ${max}` };
  }
  return { chunkMs: Math.round(seconds * 1000) };
}
