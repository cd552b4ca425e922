/** The terms the plate and the face read searches share (issue 32): the cameras asked for and
 *  those left out, a time range, and a page of the newest first. Both tables name these columns
 *  alike (camera_id, time, id). */
import { sql, type SelectQueryBuilder } from 'kysely';

export interface ReadsScope {
  /** Only these cameras; an empty list matches none. */
  cameraIds?: readonly string[] | null;
  /** Leave these cameras out (those the caller may not see). */
  exceptCameraIds?: readonly string[] | null;
  from?: number | null;
  to?: number | null;
  offset: number;
  limit: number;
}

/** A search of reads narrowed to the scope's cameras and time range, newest first (ties by id), one
 *  page of it; null when the scope matches no camera at all. */
export function readsPage<DB, TB extends keyof DB, O>(
  search: SelectQueryBuilder<DB, TB, O>,
  scope: ReadsScope,
): SelectQueryBuilder<DB, TB, O> | null {
  let q = search;
  if (scope.cameraIds) {
    if (scope.cameraIds.length === 0) return null;
    q = q.where(sql.ref('camera_id'), 'in', [...scope.cameraIds]);
  }
  if (scope.exceptCameraIds && scope.exceptCameraIds.length > 0) {
    q = q.where(sql.ref('camera_id'), 'not in', [...scope.exceptCameraIds]);
  }
  if (scope.from != null) q = q.where(sql.ref('time'), '>=', scope.from);
  if (scope.to != null) q = q.where(sql.ref('time'), '<=', scope.to);
  return q.orderBy(sql.ref('time'), 'desc').orderBy(sql.ref('id')).offset(scope.offset).limit(scope.limit);
}
