/** Coverage requests shared by identical asks: one in flight answers every caller, and a finished
 *  one is kept for 1 s after completion (spec 2 §9 Coverage) before a new request is made. */
import { TIMELINE_REQUEST_KEEP_MS } from '../../../shared/video/timelineConstants';

export function keptRequests<T>(
  keepMs = TIMELINE_REQUEST_KEEP_MS,
  now: () => number = Date.now,
): (key: string, run: () => Promise<T>) => Promise<T> {
  const held = new Map<string, { promise: Promise<T>; doneAt: number | null }>();
  return (key, run) => {
    const entry = held.get(key);
    if (entry && (entry.doneAt === null || now() - entry.doneAt < keepMs)) return entry.promise;
    const fresh: { promise: Promise<T>; doneAt: number | null } = { promise: run(), doneAt: null };
    held.set(key, fresh);
    fresh.promise.then(
      () => {
        fresh.doneAt = now();
      },
      () => {
        if (held.get(key) === fresh) held.delete(key);
      },
    );
    return fresh.promise;
  };
}
