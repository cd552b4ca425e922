import { TIMELINE_EVENT_BUCKET_MS } from '../../../shared/video/timelineConstants';
import { bucketStartOf, cachedBuckets, stepToEvent, type EventStepDeps } from './eventStepping';

const H4 = TIMELINE_EVENT_BUCKET_MS;
const NOW = 100 * H4;

function deps(events: number[], edge: number | null = null): EventStepDeps & { loaded: number[] } {
  const loaded: number[] = [];
  return {
    loaded,
    now: NOW,
    loadBucket: async (start) => {
      loaded.push(start);
      return events.filter((t) => t >= start && t < start + H4);
    },
    boundary: jest.fn(async () => edge),
  };
}

describe('event stepping', () => {
  const from = 90 * H4 + 1_000_000;

  it('finds the next event in the current bucket, loading only that bucket', async () => {
    const d = deps([from + 60_000, from + 120_000]);
    expect(await stepToEvent(from, 'NEXT', d)).toEqual({ time: from + 60_000, source: 'event' });
    expect(d.loaded).toEqual([90 * H4]);
    expect(d.boundary).not.toHaveBeenCalled();
  });

  it('walks later buckets on demand until it finds one', async () => {
    const d = deps([92 * H4 + 5]);
    expect(await stepToEvent(from, 'NEXT', d)).toEqual({ time: 92 * H4 + 5, source: 'event' });
    expect(d.loaded).toEqual([90 * H4, 91 * H4, 92 * H4]);
  });

  it('walks earlier buckets for the previous event', async () => {
    const d = deps([88 * H4 + 7, 89 * H4 + 9, from + 60_000]);
    expect(await stepToEvent(from, 'PREV', d)).toEqual({ time: 89 * H4 + 9, source: 'event' });
    expect(d.loaded).toEqual([90 * H4, 89 * H4]);
  });

  it('treats an event within 1 s of the current time as the current one', async () => {
    const d = deps([from + 500, from + 90_000]);
    expect(await stepToEvent(from, 'NEXT', d)).toEqual({ time: from + 90_000, source: 'event' });
  });

  it('falls back to the archive boundary when no event is found', async () => {
    const d = deps([], from + 3_600_000);
    expect(await stepToEvent(from, 'NEXT', d)).toEqual({ time: from + 3_600_000, source: 'boundary' });
    expect(d.boundary).toHaveBeenCalledWith(from, 'NEXT');
    // never past now
    expect(d.loaded.every((b) => b <= NOW)).toBe(true);
  });

  it('stops after the search limit and answers null when there is no boundary either', async () => {
    const d = deps([]);
    expect(await stepToEvent(from, 'PREV', d, 3)).toBeNull();
    expect(d.loaded).toEqual([90 * H4, 89 * H4, 88 * H4]);
  });

  it('logs a failed bucket and goes on', async () => {
    const log = jest.fn();
    const d = { ...deps([], 42), log, loadBucket: async () => Promise.reject(new Error('down')) };
    expect(await stepToEvent(from, 'NEXT', d, 2)).toEqual({ time: 42, source: 'boundary' });
    expect(log).toHaveBeenCalled();
  });

  it('loads a past bucket once and the current one every time', async () => {
    const load = jest.fn(async () => [1]);
    const cached = cachedBuckets(load, () => 10 * H4 + 1);
    await cached(5 * H4);
    await cached(5 * H4);
    expect(load).toHaveBeenCalledTimes(1);
    await cached(10 * H4);
    await cached(10 * H4);
    expect(load).toHaveBeenCalledTimes(3);
    expect(bucketStartOf(10 * H4 + 1)).toBe(10 * H4);
  });
});
