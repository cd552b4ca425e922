/** Spec 3 §2.9, §9: when each camera's thumbnail was fetched: a camera shown again within 60 s
 *  keeps its picture (same stamp, so the browser's cached image); an older one gets a new stamp
 *  (a fresh picture); stamps older than 5 minutes are purged. */
import { DEVICE_SNAPSHOT_PURGE_MS, DEVICE_SNAPSHOT_REFRESH_MS } from '../../../shared/labels/labelConstants';

export class SnapshotStamps {
  private readonly stamps = new Map<string, number>();

  /** The time the camera's thumbnail is (to be) fetched at. */
  stampFor(deviceId: string, now: number): number {
    const stamp = this.stamps.get(deviceId);
    if (stamp !== undefined && now - stamp < DEVICE_SNAPSHOT_REFRESH_MS) return stamp;
    this.stamps.set(deviceId, now);
    return now;
  }

  /** Forgets thumbnails older than the purge age; returns how many are kept. */
  purge(now: number): number {
    for (const [deviceId, stamp] of this.stamps) {
      if (now - stamp >= DEVICE_SNAPSHOT_PURGE_MS) this.stamps.delete(deviceId);
    }
    return this.stamps.size;
  }
}
