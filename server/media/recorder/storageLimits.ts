/** Spec 2 §7 localStorage and changeLocalStorage enforced by the recorder: an avatar's local storage
 *  has a capacity (bytes; 0 for the whole disk, which the archive volume guard keeps) and a
 *  retention (hours) over the cameras it records. The oldest closed segments of its cameras go,
 *  whatever the camera, until they fit the capacity again; the retention shortens each camera's
 *  own storage TTL when it is the shorter one. */
import type { ArchiveIndexRepository } from '../../db/repositories/archiveIndex';
import type { DeviceRecord } from '../../db/repositories/devices';
import { pruneOldestSegments, type PruneResult } from './pruneOldestSegments';

export interface StorageLimit {
  avatarId: string;
  /** The cameras the avatar records (its child devices). */
  cameraIds: string[];
  /** Bytes its recordings may take; 0: no limit of its own. */
  capacity: number;
  /** Hours its recordings are kept; null: each camera's own retention. */
  ttlHours: number | null;
}

/** The avatars' limits over their cameras, from the avatars' `localStorage` config. */
export function storageLimits(cameras: readonly DeviceRecord[], avatars: readonly DeviceRecord[]): StorageLimit[] {
  const limits: StorageLimit[] = [];
  for (const avatar of avatars) {
    const own = (avatar.config.localStorage ?? {}) as { capacity?: unknown; ttlHours?: unknown };
    const capacity = Number(own.capacity);
    const ttlHours = Number(own.ttlHours);
    limits.push({
      avatarId: avatar.id,
      cameraIds: cameras.filter((c) => c.parentId === avatar.id).map((c) => c.id),
      capacity: Number.isFinite(capacity) && capacity > 0 ? capacity : 0,
      ttlHours: Number.isFinite(ttlHours) && ttlHours > 0 ? ttlHours : null,
    });
  }
  return limits;
}

/** Each camera's retention under its avatar's: the shorter of the two. */
export function limitTtlHours(ttlByCamera: Map<string, number>, limits: readonly StorageLimit[]): Map<string, number> {
  const out = new Map(ttlByCamera);
  for (const limit of limits) {
    if (limit.ttlHours === null) continue;
    for (const id of limit.cameraIds) out.set(id, Math.min(out.get(id) ?? limit.ttlHours, limit.ttlHours));
  }
  return out;
}

/** Prunes each avatar's oldest recordings until they fit its capacity; answers what went, by avatar. */
export async function applyStorageLimits(
  index: ArchiveIndexRepository,
  archiveDir: string,
  limits: readonly StorageLimit[],
): Promise<Map<string, PruneResult>> {
  const pruned = new Map<string, PruneResult>();
  for (const limit of limits) {
    if (limit.capacity === 0 || limit.cameraIds.length === 0) continue;
    const result = await pruneOldestSegments(
      index,
      archiveDir,
      async () => (await index.recordedBytes(limit.cameraIds)) <= limit.capacity,
      // One at a time: a capacity is met exactly, not a batch below it.
      { cameraIds: limit.cameraIds, batch: 1 },
    );
    if (result.segments > 0) pruned.set(limit.avatarId, result);
  }
  return pruned;
}
