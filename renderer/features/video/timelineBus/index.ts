/** The per-view channel between the Timeline widget and the Archive Viewers. */
export {
  acquireTimelineBus,
  TimelineBus,
  timelineBusOf,
  type TimelineCommand,
  type TimelineDevice,
  type TimelineDevicePatch,
} from './timelineBus';
export { useHasTimeline, useTimelineBus, useTimelineDevices } from './useTimelineBus';
export { type SyncTarget, syncTarget } from './syncTarget';
