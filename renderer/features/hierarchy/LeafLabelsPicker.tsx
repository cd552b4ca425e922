/** Spec 3 §2.8, §4 hierarchy editor drafts, §9: the label picker of the selected leaf (5 labels,
 *  then 'Show all labels'); checking and unchecking makes a pending draft that Save applies and
 *  Discard drops. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import { LabelFilter, type LabelItem } from '../labels';

export interface LeafLabelsPickerProps {
  labels: readonly LabelItem[];
  /** The leaf's labels with the draft applied. */
  selected: readonly string[];
  pending: boolean;
  onChange: (labelIds: string[]) => void;
  onSave: () => void;
  onDiscard: () => void;
}

export function LeafLabelsPicker({ labels, selected, pending, onChange, onSave, onDiscard }: LeafLabelsPickerProps) {
  const { t } = useTranslation();
  return (
    <div className="vt-leaf-labels">
      <LabelFilter
        legend={t('hierarchy.leafLabels')}
        labels={labels}
        selected={selected}
        onChange={onChange}
        checkedFirst
      />
      {pending && (
        <div className="vt-leaf-labels__actions">
          <Button onClick={onSave}>{t('hierarchy.save')}</Button>
          <Button variant="quiet" onClick={onDiscard}>
            {t('hierarchy.discard')}
          </Button>
        </div>
      )}
    </div>
  );
}
