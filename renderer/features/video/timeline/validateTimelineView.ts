/** The timeline-view validations of spec 2 §5 'Timeline widget in a view'. An Archive Viewer
 *  counts as having an assigned device when its props carry a non-empty `deviceId`: the camera a
 *  viewer shows is otherwise kept as saved widget state outside the view, so a view whose viewers
 *  are filled only at run time needs a Device List to pass. */
import type { View } from '../../../../shared/views';
import { WIDGET_IDS } from '../../../../shared/widgets';
import type { WidgetMessage } from '../../widgets';

export const TIMELINE_VIEW_MESSAGES = {
  noArchiveViewer: 'video.timeline.validation.noArchiveViewer',
  noDevice: 'video.timeline.validation.noDevice',
} as const;

export function validateTimelineView(view: View): WidgetMessage | null {
  const viewers = view.widgets.filter((w) => w.widgetId === WIDGET_IDS.archiveViewer);
  if (viewers.length === 0) return { key: TIMELINE_VIEW_MESSAGES.noArchiveViewer };
  const assigned = viewers.some((w) => typeof w.props.deviceId === 'string' && w.props.deviceId !== '');
  const deviceList = view.widgets.some((w) => w.widgetId === WIDGET_IDS.deviceList);
  if (!assigned && !deviceList) return { key: TIMELINE_VIEW_MESSAGES.noDevice };
  return null;
}
