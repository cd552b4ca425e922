/** A cell in edit mode: select it, split it either way, remove it (refused with fewer than two
 *  siblings), or take its widget out. */
import { useTranslation } from 'react-i18next';
import type { LayoutCell, ViewWidget } from '../../../shared/views';
import { IconButton } from '../../ui';

export interface EditableCellProps {
  cell: LayoutCell;
  widget: ViewWidget | undefined;
  selected: boolean;
  removable: boolean;
  onSelect: () => void;
  onSplit: (orientation: 'horizontal' | 'vertical') => void;
  onRemove: () => void;
  onClearWidget: () => void;
}

export function EditableCell({
  cell,
  widget,
  selected,
  removable,
  onSelect,
  onSplit,
  onRemove,
  onClearWidget,
}: EditableCellProps) {
  const { t } = useTranslation();
  const name = widget ? t(`widgets.names.${widget.widgetId}`, { defaultValue: widget.name }) : t('layout.emptyCell');
  return (
    <div className={selected ? 'vt-edit-cell vt-edit-cell--selected' : 'vt-edit-cell'} data-cell={cell.id}>
      <button type="button" className="vt-edit-cell__select" aria-pressed={selected} onClick={onSelect}>
        {name}
      </button>
      <div className="vt-edit-cell__tools" role="toolbar" aria-label={t('layout.cellTools', { name })}>
        <IconButton label={t('layout.splitHorizontal')} onClick={() => onSplit('horizontal')} icon="splitHorizontal" />
        <IconButton label={t('layout.splitVertical')} onClick={() => onSplit('vertical')} icon="splitVertical" />
        <IconButton
          label={t('layout.removeCell')}
          title={removable ? undefined : t('layout.cannotRemove')}
          disabled={!removable}
          onClick={onRemove}
          icon="removeCell"
        />
        {widget && <IconButton label={t('layout.removeWidget', { name })} onClick={onClearWidget} icon="close" />}
      </div>
    </div>
  );
}
