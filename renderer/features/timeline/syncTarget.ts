/** Spec 2 §4 Timeline device sync: what an out-of-sync camera adopts to return to sync — the
 *  latest time, the speed and the play state of the cameras still in sync. */
import type { TimelineDevice } from './timelineBus';

export interface SyncTarget {
  time: number;
  speed: number;
  paused: boolean;
}

/** null when no other camera is in sync with a known time (the camera then simply is in sync). */
export function syncTarget(devices: readonly TimelineDevice[], key: string): SyncTarget | null {
  const inSync = devices.filter((d) => d.key !== key && d.id !== null && !d.outOfSync);
  let latest: TimelineDevice | null = null;
  for (const device of inSync) {
    const time = device.playerTime ?? device.timelineTime;
    if (time === null) continue;
    if (!latest || time > (latest.playerTime ?? latest.timelineTime ?? -Infinity)) latest = device;
  }
  if (!latest) return null;
  return {
    time: latest.playerTime ?? latest.timelineTime ?? 0,
    speed: latest.speed,
    paused: latest.paused,
  };
}
