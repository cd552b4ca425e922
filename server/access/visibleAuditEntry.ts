/** Events a caller may see (spec 3 §6, issue 13: a user sees only the events of the cameras their
 *  policies let them read): an event about none of them is, to that caller, not found. A rule of
 *  access/, which asks events/ for the entry (events/ stores the audit log and asks no one). */
import { AUDIT_ERROR } from '../../shared/events/auditConstants';
import { seesAnyOf } from './authorize';
import type { Caller } from './Caller';
import type { AuditEntryRecord } from '../db/repositories/auditEntries';
import { DomainError } from '../kernel';
import type { AuditLog } from '../events';

export function seesAuditEntry(caller: Caller, entry: AuditEntryRecord): boolean {
  return seesAnyOf(
    caller,
    entry.witnesses.map((w) => w.id),
  );
}

/** The entry, or the audit log's own 'not found' when the caller may not see it. */
export async function visibleAuditEntry(auditLog: AuditLog, caller: Caller, id: string): Promise<AuditEntryRecord> {
  const entry = await auditLog.entry(caller.membership.realmId, id);
  if (!seesAuditEntry(caller, entry)) throw new DomainError('notFound', AUDIT_ERROR.NOT_FOUND);
  return entry;
}
