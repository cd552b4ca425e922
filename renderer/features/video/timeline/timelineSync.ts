/** Timeline device sync (spec 2 §4): which cameras follow the timeline, what the timeline's time
 *  is, which ones drifted beyond the frame sync tolerance, and what a SYNC link sends. */
import { TIMELINE_FRAME_SYNC_TOLERANCE_MS } from '../../../../shared/video/timelineConstants';
import { syncTarget, type TimelineCommand, type TimelineDevice } from '../timelineBus';

/** Devices with a camera: the ones a track is drawn for. */
export function cameraDevices(devices: readonly TimelineDevice[]): TimelineDevice[] {
  return devices.filter((d) => d.id !== null);
}

export function inSyncDevices(devices: readonly TimelineDevice[]): TimelineDevice[] {
  return cameraDevices(devices).filter((d) => !d.outOfSync);
}

/** The SYNC links: one per out-of-sync camera. */
export function syncLinks(devices: readonly TimelineDevice[]): TimelineDevice[] {
  return cameraDevices(devices).filter((d) => d.outOfSync);
}

/** The play state the in-sync cameras share: the first one that shows a picture leads. */
export interface SyncState {
  time: number | null;
  speed: number;
  paused: boolean;
}

export function syncStateOf(devices: readonly TimelineDevice[], fallback: SyncState): SyncState {
  const followers = inSyncDevices(devices).filter((d) => !d.stopped);
  const leader = followers.find((d) => d.playerTime !== null) ?? followers[0];
  if (!leader) return fallback;
  return {
    time: leader.playerTime ?? leader.timelineTime ?? fallback.time,
    speed: leader.speed,
    paused: leader.paused,
  };
}

/** What the SYNC link of `target` sends: the latest timeline time, speed and play state of the
 *  in-sync cameras (the timeline's own when none is in sync). */
export function backToSyncCommand(
  devices: readonly TimelineDevice[],
  target: string,
  timeline: { time: number; speed: number; paused: boolean },
): Extract<TimelineCommand, { type: 'BackToSync' }> {
  const state = syncTarget(devices, target) ?? timeline;
  return { type: 'BackToSync', time: state.time, speed: state.speed, paused: state.paused };
}

/** With one camera there is nothing to be out of sync with: that camera syncs automatically. */
export function autoSyncTarget(devices: readonly TimelineDevice[]): string | null {
  const cameras = cameraDevices(devices);
  const only = cameras.length === 1 ? cameras[0] : undefined;
  return only?.outOfSync ? only.key : null;
}

/** In-sync cameras that should leave sync at the timeline's `time`: with several cameras, a
 *  paused one while the others play, and a playing one whose picture is more than the frame
 *  sync tolerance away from the timeline's time. */
export function driftedDevices(devices: readonly TimelineDevice[], time: number | null): string[] {
  const synced = inSyncDevices(devices).filter((d) => !d.stopped);
  if (cameraDevices(devices).length < 2) return [];
  const playing = synced.filter((d) => !d.paused);
  const drifted: string[] = [];
  for (const device of synced) {
    if (device.paused) {
      if (playing.length > 0) drifted.push(device.key);
      continue;
    }
    if (time !== null && device.playerTime !== null) {
      if (Math.abs(device.playerTime - time) > TIMELINE_FRAME_SYNC_TOLERANCE_MS) drifted.push(device.key);
    }
  }
  return drifted;
}
