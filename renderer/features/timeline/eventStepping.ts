/** Stepping to the next or previous event (spec 2 §2 Timeline widget): events are loaded in 4-hour
 *  buckets on demand, and when none is found nearby the archive boundary in that direction is the
 *  answer. Event and boundary errors are logged only (spec 2 §8). */
import {
  TIMELINE_EVENT_BUCKET_MS,
  TIMELINE_EVENT_SEARCH_BUCKETS,
  TIMELINE_MIN_TIME_CHANGE_MS,
} from '../../../shared/video/timelineConstants';

export type StepDirection = 'NEXT' | 'PREV';

export interface EventStepDeps {
  /** Event times (ms) in [bucketStart, bucketStart + 4 h). */
  loadBucket(bucketStart: number): Promise<readonly number[]>;
  /** The archive edge after (NEXT) or before (PREV) `time`, or null. */
  boundary(time: number, find: StepDirection): Promise<number | null>;
  now: number;
  log?(message: string, error: unknown): void;
}

export interface EventStep {
  time: number;
  source: 'event' | 'boundary';
}

export function bucketStartOf(time: number): number {
  return Math.floor(time / TIMELINE_EVENT_BUCKET_MS) * TIMELINE_EVENT_BUCKET_MS;
}

/** The next or previous event from `from`, searching up to `maxBuckets` buckets (never past now),
 *  else the archive boundary. Events within the minimum time change of `from` count as the
 *  current one, so repeated steps move on. */
export async function stepToEvent(
  from: number,
  direction: StepDirection,
  deps: EventStepDeps,
  maxBuckets = TIMELINE_EVENT_SEARCH_BUCKETS,
): Promise<EventStep | null> {
  const sign = direction === 'NEXT' ? 1 : -1;
  let bucket = bucketStartOf(from);
  for (let i = 0; i < maxBuckets; i++, bucket += sign * TIMELINE_EVENT_BUCKET_MS) {
    if (direction === 'NEXT' && bucket > deps.now) break;
    let times: readonly number[];
    try {
      times = await deps.loadBucket(bucket);
    } catch (error) {
      deps.log?.('Timeline events could not be loaded', error);
      times = [];
    }
    const found =
      direction === 'NEXT'
        ? minOf(times.filter((t) => t > from + TIMELINE_MIN_TIME_CHANGE_MS))
        : maxOf(times.filter((t) => t < from - TIMELINE_MIN_TIME_CHANGE_MS));
    if (found !== null) return { time: found, source: 'event' };
  }
  try {
    const edge = await deps.boundary(from, direction);
    return edge === null ? null : { time: edge, source: 'boundary' };
  } catch (error) {
    deps.log?.('Archive boundary lookup failed', error);
    return null;
  }
}

/** Loads each past bucket once (the one holding `now()` may still grow, so it is read each time);
 *  a failed load is forgotten so the next step tries again. */
export function cachedBuckets(
  load: (bucketStart: number) => Promise<readonly number[]>,
  now: () => number = Date.now,
): (bucketStart: number) => Promise<readonly number[]> {
  const cache = new Map<number, Promise<readonly number[]>>();
  return (bucketStart) => {
    if (bucketStart + TIMELINE_EVENT_BUCKET_MS > now()) return load(bucketStart);
    let held = cache.get(bucketStart);
    if (!held) {
      held = load(bucketStart);
      cache.set(bucketStart, held);
      held.catch(() => cache.delete(bucketStart));
    }
    return held;
  };
}

function minOf(values: readonly number[]): number | null {
  return values.length === 0 ? null : Math.min(...values);
}

function maxOf(values: readonly number[]): number | null {
  return values.length === 0 ? null : Math.max(...values);
}
