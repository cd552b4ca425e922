/** The timeline-view validations of spec 2 §5 'Timeline widget in a view'. An Archive Viewer
 *  has an assigned device when the saving user has put a camera in it (its saved cell state) or
 *  its props name one (`deviceId`, as views made elsewhere may carry). */
import type { View } from '../../../shared/views';
import { WIDGET_IDS } from '../../../shared/widgets';
import type { ViewValidationContext, WidgetMessage } from '../widgets';
import { cameraCellScope, readCameraCell } from './cameraCellAtoms';

export const TIMELINE_VIEW_MESSAGES = {
  noArchiveViewer: 'video.timeline.validation.noArchiveViewer',
  noDevice: 'video.timeline.validation.noDevice',
} as const;

export function validateTimelineView(view: View, context: ViewValidationContext): WidgetMessage | null {
  const viewers = view.widgets.filter((w) => w.widgetId === WIDGET_IDS.archiveViewer);
  if (viewers.length === 0) return { key: TIMELINE_VIEW_MESSAGES.noArchiveViewer };
  const scope = cameraCellScope(context.userId, context.realmId);
  const assigned = viewers.some(
    (w) =>
      (typeof w.props.deviceId === 'string' && w.props.deviceId !== '') ||
      readCameraCell(context.state, scope, { viewId: view.id, widgetId: w.id, index: 0 }) !== null,
  );
  const deviceList = view.widgets.some((w) => w.widgetId === WIDGET_IDS.deviceList);
  if (!assigned && !deviceList) return { key: TIMELINE_VIEW_MESSAGES.noDevice };
  return null;
}
