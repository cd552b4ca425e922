/** The origins the URL widgets of some views show (spec 3 §2.6 'URL: url text'): what the
 *  platform's CSP lets the console frame, when administrators made the views. */
import { WIDGET_IDS } from '../../shared/widgets/widgetCatalogue';
import type { View } from '../../shared/views';
import { webOrigin } from './webOrigin';

export function urlWidgetOrigins(views: readonly View[]): string[] {
  const origins = new Set<string>();
  for (const widget of views.flatMap((view) => view.widgets)) {
    const url = widget.widgetId === WIDGET_IDS.url ? widget.props.url : undefined;
    const origin = typeof url === 'string' ? webOrigin(url) : undefined;
    if (origin) origins.add(origin);
  }
  return [...origins];
}
