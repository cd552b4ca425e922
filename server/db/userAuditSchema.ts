/** The user audit's table as Kysely sees it (spec 1 §2.5 Access → Audit, spec 3 §3.6). */
import type { ColumnType } from 'kysely';

type Millis = ColumnType<number, number, number>;

/** One audited act: a login, a failed login, a lockout or an administrative change. */
export interface UserAuditTable {
  id: string;
  realm_id: string;
  at: Millis;
  /** UserAuditKind (shared/access/userAudit.ts). */
  kind: string;
  /** Who did it; null for a failed login of a name, whose owner is the target. */
  actor_id: string | null;
  actor_name: string | null;
  /** What it was done to: user or realm. */
  target_type: string | null;
  target_id: string | null;
  target_name: string | null;
  /** JSON: the changed fields (never a password) or other particulars. */
  detail: string;
  /** The client address, for logins. */
  address: string | null;
}
