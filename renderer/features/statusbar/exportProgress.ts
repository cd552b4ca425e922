/** The status bar's reading of the user's exports (spec 1 §2.10): which pushed exports are still
 *  under way for this user, and how much of them is copied. */
import { FINAL_REQUEST_STATUSES, type VideoRequestStatus } from '../../../shared/video/deliveryConstants';
import type { ExportUpdate } from './statusBarDocuments';

/** Keeps the user's unfinished manual exports, by id, from one more push. */
export function trackExport(
  running: ReadonlyMap<string, ExportUpdate>,
  update: ExportUpdate,
  userId: string,
): ReadonlyMap<string, ExportUpdate> {
  const next = new Map(running);
  const finished = FINAL_REQUEST_STATUSES.includes(update.status as VideoRequestStatus) || update.status === 'PAUSED';
  if (update.userId !== userId || update.type === 'Auto' || finished) next.delete(update.id);
  else next.set(update.id, update);
  return next;
}

/** The share copied of all of them, or undefined until every one knows its size (the bar then runs
 *  without a fraction). */
export function copiedFraction(requests: readonly ExportUpdate[]): number | undefined {
  const size = requests.reduce((sum, r) => sum + (r.size ?? 0), 0);
  const copied = requests.reduce((sum, r) => sum + (r.downloaded ?? 0), 0);
  const sized = requests.every((r) => (r.size ?? 0) > 0);
  return sized && size > 0 ? Math.min(1, copied / size) : undefined;
}
