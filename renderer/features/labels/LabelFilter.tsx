/** Spec 3 §9: the Device List's label filter: the first 5 labels, then 'Show all labels'; the
 *  cameras shown are those with any of the checked labels. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL_PICKER_INITIAL } from '../../../shared/labels/labelConstants';
import { Button } from '../../ui';
import type { LabelItem } from './useLabels';

export interface LabelFilterProps {
  labels: readonly LabelItem[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

export function LabelFilter({ labels, selected, onChange }: LabelFilterProps) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? labels : labels.slice(0, LABEL_PICKER_INITIAL);
  return (
    <fieldset className="vt-label-filter">
      <legend>{t('labels.labelFilter')}</legend>
      {shown.map((label) => (
        <label key={label.id}>
          <input
            type="checkbox"
            checked={selected.includes(label.id)}
            onChange={() =>
              onChange(selected.includes(label.id) ? selected.filter((id) => id !== label.id) : [...selected, label.id])
            }
          />
          <bdi>{label.name}</bdi>
        </label>
      ))}
      {!showAll && labels.length > shown.length && (
        <Button variant="quiet" onClick={() => setShowAll(true)}>
          {t('labels.showAllLabels')}
        </Button>
      )}
    </fieldset>
  );
}
