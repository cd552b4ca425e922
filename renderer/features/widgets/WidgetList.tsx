/** The Widgets panel of edit mode: the registered widgets the user may use, each addable to the
 *  chosen empty cell while the count limits and compatibility rules allow it (spec 3 §2.6). */
import { useTranslation } from 'react-i18next';
import { canAddWidget } from '../../../shared/widgets';
import { Button } from '../../ui';
import { listAvailableWidgets } from './widgetRegistry';
import type { WidgetDefinition } from './widgetTypes';

export interface WidgetListProps {
  widgetFlags: Readonly<Record<string, boolean>>;
  /** Catalogue ids of the widgets already in the view. */
  present: readonly string[];
  /** Whether there is an empty cell to put a widget in. */
  hasEmptyCell: boolean;
  onAdd: (definition: WidgetDefinition) => void;
}

export function WidgetList({ widgetFlags, present, hasEmptyCell, onAdd }: WidgetListProps) {
  const { t } = useTranslation();
  const widgets = listAvailableWidgets(widgetFlags);
  if (widgets.length === 0) return <p className="vt-muted">{t('widgets.noneAvailable')}</p>;
  return (
    <ul className="vt-widget-list" aria-label={t('widgets.title')}>
      {widgets.map((definition) => {
        const check = canAddWidget(definition.spec.id, present);
        const name = t(`widgets.names.${definition.spec.id}`, { defaultValue: definition.spec.name });
        const reason = !check.ok
          ? t(`widgets.refused.${check.reason}`)
          : !hasEmptyCell
            ? t('widgets.refused.noCell')
            : null;
        return (
          <li key={definition.spec.id} className="vt-widget-list__item">
            <span className="vt-widget-list__name">{name}</span>
            {reason && <span className="vt-muted vt-widget-list__reason">{reason}</span>}
            <Button
              variant="secondary"
              disabled={reason !== null}
              aria-label={t('widgets.add', { name })}
              onClick={() => onAdd(definition)}
            >
              {t('widgets.addShort')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
