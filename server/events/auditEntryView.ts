/** An audit entry as clients read it (spec 3 §3.2), the same JSON for GraphQL and the alert-log
 *  REST family: context, message, note, times, category, witnesses, isAcknowledged, metadata and
 *  snapshots. */
import { AUDIT_CATEGORIES } from '../../shared/events/auditConstants';
import type { AuditEntryRecord } from '../db/repositories/auditEntries';

export function auditEntryView(entry: AuditEntryRecord) {
  const category = AUDIT_CATEGORIES.find((c) => c.id === entry.category) ?? { id: entry.category };
  return {
    context: entry.id,
    message: entry.message,
    note: entry.note,
    triggeredAt: entry.triggeredAt,
    modifiedAt: entry.modifiedAt,
    category,
    witnesses: entry.witnesses,
    isAcknowledged: entry.acknowledged,
    metadata: entry.metadata,
    snapshots: entry.snapshots,
  };
}

export type AuditEntryView = ReturnType<typeof auditEntryView>;
