/** Puts a new widget of a registered kind into a view's cell: the chosen cell when it is empty,
 *  else the first empty one. */
import { layoutCells, type View } from '../../../shared/views';
import { defaultWidgetProps } from '../../../shared/widgets';
import type { WidgetDefinition } from '../widgets';

export function emptyCellIds(view: View): string[] {
  const used = new Set(view.widgets.map((widget) => widget.id));
  return layoutCells(view.layout)
    .map((cell) => cell.id)
    .filter((id) => !used.has(id));
}

export function placeWidget(
  view: View,
  definition: WidgetDefinition,
  preferredCellId: string | null,
): { view: View; cellId: string | null } {
  const empty = emptyCellIds(view);
  const cellId = preferredCellId && empty.includes(preferredCellId) ? preferredCellId : (empty[0] ?? null);
  if (!cellId) return { view, cellId: null };
  const widget = {
    id: cellId,
    name: definition.spec.name,
    module: definition.module,
    widgetId: definition.spec.id,
    props: defaultWidgetProps(definition.spec),
  };
  return { view: { ...view, widgets: [...view.widgets, widget] }, cellId };
}
