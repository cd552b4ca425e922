/** The pictures an event keeps of the camera that witnessed it (spec 3 §7 auditEntries'
 *  snapshots): base64 JPEGs tagged with the camera, the picture's kind and when it was taken —
 *  one form for every event the platform raises itself (motion, sensors, gateways). */
import type { AuditSnapshotRecord } from '../db/repositories/auditEntries';

/** A camera's picture as the media pipeline's snapshots give it. */
export interface CameraPicture {
  jpeg: Buffer;
  createdAt: number;
}

/** Takes a camera's picture at a time; undefined where there is none (a camera not recording). */
export type TakeCameraPicture = (cameraId: string, at: number) => Promise<CameraPicture | undefined>;

/** One picture of the camera as an event keeps it; the default one is what an event list shows. */
export function eventSnapshot(
  cameraId: string,
  picture: CameraPicture,
  schema: 'thumbnail' | 'full',
  isDefault: boolean,
): AuditSnapshotRecord {
  const tags = { objid: cameraId, schema, createdAt: picture.createdAt };
  return { snapshot: picture.jpeg.toString('base64'), default: isDefault, type: 'image/jpeg', tags };
}

/** The thumbnail an event raised beside a camera (a sensor's alarm, a gateway's event) keeps of
 *  it at `at`: none without a camera, a way to take pictures, or a picture — the event is
 *  recorded all the same. */
export async function witnessThumbnail(
  camera: { id: string } | undefined,
  at: number,
  take: TakeCameraPicture | undefined,
): Promise<AuditSnapshotRecord[]> {
  if (!camera || !take) return [];
  const picture = await take(camera.id, at).catch(() => undefined);
  return picture ? [eventSnapshot(camera.id, picture, 'thumbnail', true)] : [];
}
