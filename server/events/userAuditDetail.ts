/** The detail of a user audit entry as stored (spec 1 §2.5 Access → Audit): a bad stored value
 *  reads as an empty detail rather than failing the page. */
import { parseJson } from '../db/json';
import type { UserAuditRow } from '../db/repositories/userAudit';

export function userAuditDetail(row: Pick<UserAuditRow, 'detail'>): unknown {
  return parseJson<unknown>(row.detail, {});
}
