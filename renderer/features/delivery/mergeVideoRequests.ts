/** The delivery manager's list kept current: a changed request replaces its older copy, a new one
 *  joins; newest first, as the server lists them. */

export interface MergeableRequest {
  id: string;
  createdAt?: number | null;
  updatedAt?: number | null;
}

export function mergeVideoRequests<T extends MergeableRequest>(list: readonly T[], changes: readonly T[]): T[] {
  const byId = new Map(list.map((request) => [request.id, request]));
  for (const change of changes) {
    const current = byId.get(change.id);
    // An answer that was overtaken by a newer update does not roll the request back.
    if (current && (current.updatedAt ?? 0) > (change.updatedAt ?? 0)) continue;
    byId.set(change.id, change);
  }
  return [...byId.values()].sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
}
