/** The Timeline widget (spec 2 §2). */
import type { WidgetComponentProps } from '../../widgets';

export function TimelineWidget(_props: WidgetComponentProps) {
  return null;
}
