/** Spec 3 §2.7, §4 label editing, §6: the label editor's list: each label with its object count;
 *  when the list is editable, LABEL labels have edit (inline rename, one label at a time) and
 *  delete buttons. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITABLE_LABEL_TYPE } from '../../../shared/labels/labelConstants';
import { isLabelNameValid } from '../../../shared/labels/labelNames';
import { Button } from '../../ui';
import type { LabelItem } from './useLabels';

export interface LabelListProps {
  labels: readonly LabelItem[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  editable: boolean;
  onRename: (id: string, name: string) => void;
  onDelete: (label: LabelItem) => void;
}

export function LabelList({ labels, selectedId, onSelect, editable, onRename, onDelete }: LabelListProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const valid = editing !== null && isLabelNameValid(editing.name, labels, editing.id);
  const apply = () => {
    if (!editing || !valid) return;
    onRename(editing.id, editing.name.trim());
    setEditing(null);
  };

  return (
    <ul className="vt-label-list" aria-label={t('labels.labels')}>
      {labels.map((label) => (
        <li key={label.id} aria-current={label.id === selectedId || undefined} data-testid="label-item">
          {editing?.id === label.id ? (
            <span className="vt-label-list__edit">
              <input
                autoFocus
                value={editing.name}
                aria-label={t('labels.name')}
                onChange={(event) => setEditing({ id: label.id, name: event.target.value })}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') apply();
                  if (event.key === 'Escape') setEditing(null);
                }}
              />
              <Button variant="quiet" onClick={apply} disabled={!valid}>
                {t('labels.apply')}
              </Button>
              <Button variant="quiet" onClick={() => setEditing(null)}>
                {t('labels.cancel')}
              </Button>
            </span>
          ) : (
            <>
              <button type="button" className="vt-label-list__name" onClick={() => onSelect(label.id)}>
                <bdi>{label.name}</bdi>
                <span className="vt-muted">{label.objectCount}</span>
              </button>
              {editable && label.type === EDITABLE_LABEL_TYPE && (
                <>
                  <Button
                    variant="quiet"
                    aria-label={t('labels.renameLabel', { name: label.name })}
                    onClick={() => setEditing({ id: label.id, name: label.name })}
                  >
                    {t('labels.edit')}
                  </Button>
                  <Button
                    variant="quiet"
                    aria-label={t('labels.deleteLabel', { name: label.name })}
                    onClick={() => onDelete(label)}
                  >
                    {t('labels.delete')}
                  </Button>
                </>
              )}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
