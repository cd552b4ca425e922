/** Timeline device sync (spec 2 §4): which cameras follow the timeline, what the timeline's time
 *  is, which ones drifted beyond the frame sync tolerance, and what a SYNC link sends. */
import { TIMELINE_FRAME_SYNC_TOLERANCE_MS } from '../../../shared/video/timelineConstants';
import { syncTarget } from './syncTarget';
import { type TimelineCommand, type TimelineDevice } from './timelineBus';

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

/** Spec 2 §4: with several cameras, an in-sync one paused while others play leaves sync (the
 *  viewer reports it as outOfSync when its own user pauses it). */
export function pausedAmongPlaying(devices: readonly TimelineDevice[]): string[] {
  if (cameraDevices(devices).length < 2) return [];
  const synced = inSyncDevices(devices).filter((d) => !d.stopped);
  if (!synced.some((d) => !d.paused)) return [];
  return synced.filter((d) => d.paused).map((d) => d.key);
}

/** The time the in-sync playing cameras agree on: the median of their pictures' times. */
export function referenceTime(devices: readonly TimelineDevice[]): number | null {
  const times = inSyncDevices(devices)
    .filter((d) => !d.stopped && !d.paused && d.playerTime !== null)
    .map((d) => d.playerTime as number)
    .sort((a, b) => a - b);
  if (times.length === 0) return null;
  const mid = Math.floor(times.length / 2);
  return times.length % 2 ? times[mid]! : (times[mid - 1]! + times[mid]!) / 2;
}

/** In-sync playing cameras whose picture is more than the frame sync tolerance (5 s) away from
 *  `time`: the timeline moves them back to it. */
export function framesBeyondTolerance(devices: readonly TimelineDevice[], time: number | null): string[] {
  if (time === null) return [];
  return inSyncDevices(devices)
    .filter((d) => !d.stopped && !d.paused && d.playerTime !== null)
    .filter((d) => Math.abs((d.playerTime as number) - time) > TIMELINE_FRAME_SYNC_TOLERANCE_MS)
    .map((d) => d.key);
}
