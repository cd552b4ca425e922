/** Whether a widget may join a view (spec 3 §2.6): the count limit and the compatibility rule. */
import { WIDGET_IDS, type WidgetSpec, widgetSpec } from './widgetCatalogue';

export type AddWidgetResult = { ok: true } | { ok: false; reason: 'limit' | 'incompatible' };

/** The count limit of a widget in a view, given whether the view holds a Timeline. */
export function widgetCountLimit(spec: WidgetSpec, hasTimeline: boolean): number {
  if (!spec.limit) return Infinity;
  return hasTimeline && spec.limit.withTimeline !== undefined ? spec.limit.withTimeline : spec.limit.count;
}

/** Checks adding one `widgetId` to a view whose widgets have the catalogue ids `present`. */
export function canAddWidget(widgetId: string, present: readonly string[]): AddWidgetResult {
  const spec = widgetSpec(widgetId);
  const hasTimeline = present.includes(WIDGET_IDS.timeline) || widgetId === WIDGET_IDS.timeline;
  if (spec) {
    const count = present.filter((id) => id === widgetId).length;
    if (count + 1 > widgetCountLimit(spec, hasTimeline)) return { ok: false, reason: 'limit' };
  }
  const all = [...present, widgetId];
  for (const id of new Set(all)) {
    const compatible = widgetSpec(id)?.compatibleWith;
    if (compatible && all.some((other) => other !== id && !compatible.includes(other))) {
      return { ok: false, reason: 'incompatible' };
    }
  }
  if (spec && hasTimeline) {
    // Adding the Timeline itself: the widgets already there must fit the limits that apply with it.
    for (const id of new Set(present)) {
      const other = widgetSpec(id);
      if (other && present.filter((p) => p === id).length > widgetCountLimit(other, true)) {
        return { ok: false, reason: 'limit' };
      }
    }
  }
  return { ok: true };
}
