/** A view's content: its layout with a widget in each cell; in edit mode every cell gets the
 *  tools to split, remove and select it. */
import { useTranslation } from 'react-i18next';
import { canRemoveCell, type LayoutNode, removeCell, splitCell, type View } from '../../../shared/views';
import { widgetSpec } from '../../../shared/widgets';
import { type CellConstraints, LayoutView } from '../layout';
import { WidgetHost } from '../widgets';
import { EditableCell } from './EditableCell';
import { newViewId } from './newViewId';
import { useDraftEditing } from './useDraftEditing';
import { viewName } from './viewName';

export interface ViewBodyProps {
  view: View;
  editing: boolean;
  widgetFlags: Readonly<Record<string, boolean>>;
  onLayoutChange: (layout: LayoutNode) => void;
}

export function ViewBody({ view, editing, widgetFlags, onLayoutChange }: ViewBodyProps) {
  const { t } = useTranslation();
  const { edit, update, select } = useDraftEditing();

  const constraints = (cellId: string): CellConstraints => {
    const widget = view.widgets.find((w) => w.id === cellId);
    const spec = widget && widgetSpec(widget.widgetId);
    return {
      minWidth: spec?.minWidth,
      minHeight: spec?.minHeight,
      freezeWidth: widget?.props.freezeWidth === true,
      freezeHeight: widget?.props.freezeHeight === true,
    };
  };

  return (
    <LayoutView
      label={t('layout.label', { name: viewName(view, t) })}
      layout={view.layout}
      constraints={constraints}
      onLayoutChange={onLayoutChange}
      renderCell={(cell) => {
        const widget = view.widgets.find((w) => w.id === cell.id);
        if (editing) {
          return (
            <EditableCell
              cell={cell}
              widget={widget}
              selected={edit?.selectedWidgetId === cell.id}
              removable={canRemoveCell(view.layout, cell.id)}
              onSelect={() => select(cell.id)}
              onSplit={(orientation) =>
                update((d) => ({ ...d, layout: splitCell(d.layout, cell.id, orientation, newViewId) }))
              }
              onRemove={() =>
                update((d) => {
                  const result = removeCell(d.layout, cell.id);
                  return result.ok
                    ? { ...d, layout: result.layout, widgets: d.widgets.filter((w) => w.id !== cell.id) }
                    : d;
                })
              }
              onClearWidget={() => update((d) => ({ ...d, widgets: d.widgets.filter((w) => w.id !== cell.id) }))}
            />
          );
        }
        return widget ? (
          <WidgetHost viewId={view.id} widget={widget} widgetFlags={widgetFlags} />
        ) : (
          <div className="vt-empty-cell" />
        );
      }}
    />
  );
}
