/** The timeline (spec 2 §2 Timeline widget): the multi-track widget, a cell's own strip and the
 *  legend of its colours. */
export { CellTimeline, type CellTimelineProps } from './CellTimeline';
export { TimelineLegend } from './TimelineLegend';
export { TimelineWidget } from './TimelineWidget';
export { TIMELINE_VIEW_MESSAGES, validateTimelineView } from './validateTimelineView';
