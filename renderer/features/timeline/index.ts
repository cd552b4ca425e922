/** The timeline (spec 2 §2 Timeline widget): the multi-track widget, a cell's own strip, the legend
 *  of its colours, and the per-view bus between the Timeline widget and the Archive Viewers. */
export { CellTimeline, type CellTimelineProps } from './CellTimeline';
export { TimelineLegend } from './TimelineLegend';
export { TimelineWidget } from './TimelineWidget';
export {
  acquireTimelineBus,
  TimelineBus,
  timelineBusOf,
  type TimelineCommand,
  type TimelineDevice,
  type TimelineDevicePatch,
  type TimelineEventClick,
} from './timelineBus';
export { useHasTimeline, useTimelineBus, useTimelineDevices, useTimelineEventClick } from './useTimelineBus';
export { type SyncTarget, syncTarget } from './syncTarget';
