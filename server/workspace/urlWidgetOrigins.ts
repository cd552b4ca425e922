/** The origins the URL widgets of some views show (spec 3 §2.6 'URL: url text'): what the
 *  platform's CSP lets the console frame, when administrators made the views. */
import { WIDGET_IDS } from '../../shared/widgets/widgetCatalogue';
import type { View } from '../../shared/views';

export function urlWidgetOrigins(views: readonly View[]): string[] {
  const origins = new Set<string>();
  for (const widget of views.flatMap((view) => view.widgets)) {
    const url = widget.widgetId === WIDGET_IDS.url ? widget.props.url : undefined;
    if (typeof url !== 'string' || !URL.canParse(url.trim())) continue;
    const parsed = new URL(url.trim());
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') origins.add(parsed.origin);
  }
  return [...origins];
}
