/** The timeline-view validations of spec 2 §5. */
import type { View } from '../../../../shared/views';
import type { WidgetMessage } from '../../widgets';

export function validateTimelineView(_view: View): WidgetMessage | null {
  return null;
}
