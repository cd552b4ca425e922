/** The storage dashboard's forecast (issue 29: 'full in N days' from the bytes recorded per day
 *  against the room left): the recording rate read from the recordedBytes points, and when the
 *  room runs out at that rate — or that it never does, when retention prunes the archive before,
 *  or that there is too little history yet (shared/metrics/forecastBounds). */
import { FORECAST_MIN_HISTORY_MS } from '../../../shared/metrics/forecastBounds';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Bytes recorded per day over the points' period: their total over the time they cover, from the
 *  first point's start to `now` (an archive minutes old has a rate too), at most `span`. Read from
 *  1-minute points, the first one starts within a minute of the first recording. */
export function recordingRatePerDay(
  points: ReadonlyArray<{ time: number; value?: number | null }>,
  now: number,
  span: number,
): number {
  let total = 0;
  let first = Number.POSITIVE_INFINITY;
  for (const point of points) {
    if (point.value == null || !Number.isFinite(point.value)) continue;
    total += point.value;
    first = Math.min(first, point.time);
  }
  if (total === 0) return 0;
  // At least the one minute the first point holds.
  const covered = Math.min(span, Math.max(MINUTE_MS, now - first));
  return (total / covered) * DAY_MS;
}

/** How long the points have recorded for: from the first point holding bytes to `now` (0 without any). */
export function recordingHistoryMs(
  points: ReadonlyArray<{ time: number; value?: number | null }>,
  now: number,
): number {
  let first = Number.POSITIVE_INFINITY;
  for (const point of points)
    if (point.value != null && Number.isFinite(point.value) && point.value > 0) first = Math.min(first, point.time);
  return Number.isFinite(first) ? Math.max(0, now - first) : 0;
}

export interface StorageInput {
  /** How long the rate was read over (recordingHistoryMs): below FORECAST_MIN_HISTORY_MS nothing is forecast. */
  historyMs: number;
  /** Bytes recorded per day. */
  bytesPerDay: number;
  /** Bytes the archive takes now. */
  usedBytes: number;
  /** Bytes it may still grow by: its limit less what it uses, or the disk's free space, whichever is less. */
  roomBytes: number;
  /** How long recordings are kept (hours), when retention prunes them. */
  ttlHours?: number | null | undefined;
}

export type StorageForecast =
  /** Nothing is being recorded. */
  | { kind: 'idle' }
  /** Retention keeps the archive at about `steadyBytes`, within its room. */
  | { kind: 'kept'; steadyBytes: number }
  /** The room is used up in `days` at this rate (0 when it already is). */
  | { kind: 'full'; days: number }
  /** Recording, but for less than FORECAST_MIN_HISTORY_MS: too little to extrapolate a day from. */
  | { kind: 'young'; historyMs: number };

export function storageForecast({
  historyMs,
  bytesPerDay,
  usedBytes,
  roomBytes,
  ttlHours,
}: StorageInput): StorageForecast {
  if (!(bytesPerDay > 0)) return { kind: 'idle' };
  if (historyMs < FORECAST_MIN_HISTORY_MS) return { kind: 'young', historyMs };
  if (ttlHours && ttlHours > 0) {
    const steadyBytes = (bytesPerDay * ttlHours) / 24;
    if (steadyBytes <= usedBytes + Math.max(0, roomBytes)) return { kind: 'kept', steadyBytes };
  }
  return { kind: 'full', days: Math.max(0, roomBytes) / bytesPerDay };
}
