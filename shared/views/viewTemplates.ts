/** The creation wizard's templates (spec 1 §2.9 step 1): a blank view, or one widget kind in every
 *  cell as far as that widget's count limit allows. */
import { canAddWidget, defaultWidgetProps, WIDGET_IDS, widgetSpec } from '../widgets';
import { layoutCells } from './layoutOperations';
import type { LayoutNode, ViewWidget } from './viewModel';

export interface ViewTemplate {
  id: string;
  /** The widget every cell gets; null for a blank view. */
  widgetId: string | null;
}

export const VIEW_TEMPLATES: readonly ViewTemplate[] = [
  { id: 'blank', widgetId: null },
  { id: 'live', widgetId: WIDGET_IDS.cameraLive },
  { id: 'archive', widgetId: WIDGET_IDS.archiveViewer },
  { id: 'web', widgetId: WIDGET_IDS.url },
];

/** The widgets a template puts into a layout's cells, in reading order, within the count limit. */
export function templateWidgets(template: ViewTemplate, layout: LayoutNode, module: string): ViewWidget[] {
  const spec = template.widgetId ? widgetSpec(template.widgetId) : undefined;
  if (!spec) return [];
  const widgets: ViewWidget[] = [];
  for (const cell of layoutCells(layout)) {
    if (
      !canAddWidget(
        spec.id,
        widgets.map((w) => w.widgetId),
      ).ok
    )
      break;
    widgets.push({ id: cell.id, name: spec.name, module, widgetId: spec.id, props: defaultWidgetProps(spec) });
  }
  return widgets;
}
