/** The events hook of the video area (spec 2 §3 Event entry, §7 createEvent): an operator's
 *  event on a camera becomes an audit entry with its snapshot — the one sent (176x144 JPEG from
 *  the player) or, when none is sent, the camera's picture at that time taken by the server. */
import { AUDIT_CATEGORY, AUDIT_METADATA_KEY } from '../../../shared/events/auditConstants';
import { THUMBNAIL_SIZE } from '../../../shared/video/constants';
import type { DeviceRecord } from '../../db/repositories/devices';
import type { AuditLog } from '../../events/AuditLog';
import { checkSnapshot } from '../../events/checkSnapshot';
import type { SnapshotService } from '../snapshots/SnapshotService';

/** Audit category of operator-created events (spec 2 §9: the video area reads 47 and 61). */
export const USER_EVENT_CATEGORY = AUDIT_CATEGORY.USER;

export interface CameraEventInput {
  createdAt: number;
  eventType: 'Alert' | 'Information';
  snapshot?: string | null;
  message?: string | null;
}

export async function createCameraEvent(
  deps: { auditLog: AuditLog; snapshots: SnapshotService },
  camera: DeviceRecord,
  userId: string,
  input: CameraEventInput,
): Promise<string> {
  let snapshot = checkSnapshot(input.snapshot ?? null);
  if (!snapshot) {
    const at = await deps.snapshots
      .snapshot(camera.id, input.createdAt, { fit: THUMBNAIL_SIZE })
      .catch(() => undefined);
    const taken =
      at ?? (await deps.snapshots.snapshot(camera.id, undefined, { fit: THUMBNAIL_SIZE }).catch(() => undefined));
    snapshot = taken ? taken.jpeg.toString('base64') : null;
  }
  const entry = await deps.auditLog.record({
    realmId: camera.realmId,
    category: USER_EVENT_CATEGORY,
    message: input.message ?? null,
    triggeredAt: input.createdAt,
    witnesses: [{ id: camera.id, name: camera.name, type: camera.deviceType }],
    metadata: [{ key: AUDIT_METADATA_KEY.EVENT_TYPE, class: 'USER', value: input.eventType }],
    snapshots: snapshot ? [{ snapshot, default: true, type: 'image/jpeg', tags: { objid: camera.id } }] : [],
    createdBy: userId,
  });
  return entry.id;
}
