/** An audit entry as clients read it (spec 3 §3.2), the same JSON for GraphQL and the alert-log
 *  REST family: context, message, note, times, category, witnesses, isAcknowledged, metadata and
 *  snapshots. Issue 27: a caller reads only the witnesses whose video they may read and those
 *  witnesses' snapshots; a snapshot that names no camera is shown only when no witness is hidden
 *  (whose picture it is cannot be told otherwise). */
import { AUDIT_CATEGORIES } from '../../shared/events/auditConstants';
import type { AuditEntryRecord, AuditSnapshotRecord } from '../db/repositories/auditEntries';

/** The camera a snapshot was taken from, as its tags name it (createCameraEvent, motion, sensors). */
function cameraOf(snapshot: AuditSnapshotRecord): string | undefined {
  const objid = snapshot.tags?.objid;
  return typeof objid === 'string' ? objid : undefined;
}

/** `readable`: whether the caller may read a device (access/readableDevices). */
export function auditEntryView(entry: AuditEntryRecord, readable: (deviceId: string) => boolean) {
  const category = AUDIT_CATEGORIES.find((c) => c.id === entry.category) ?? { id: entry.category };
  const witnesses = entry.witnesses.filter((w) => readable(w.id));
  const allShown = witnesses.length === entry.witnesses.length;
  const snapshots = entry.snapshots.filter((s) => {
    const camera = cameraOf(s);
    return camera === undefined ? allShown : readable(camera);
  });
  return {
    context: entry.id,
    message: entry.message,
    note: entry.note,
    triggeredAt: entry.triggeredAt,
    modifiedAt: entry.modifiedAt,
    category,
    witnesses,
    isAcknowledged: entry.acknowledged,
    metadata: entry.metadata,
    snapshots,
  };
}

export type AuditEntryView = ReturnType<typeof auditEntryView>;
