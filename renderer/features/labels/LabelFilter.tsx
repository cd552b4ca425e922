/** Spec 3 §9: a checklist of labels that shows the first 5, then 'Show all labels': the Device
 *  List's label filter (cameras with any checked label) and the hierarchy editor's leaf labels. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL_PICKER_INITIAL } from '../../../shared/labels/labelConstants';
import { Button } from '../../ui';
import type { LabelItem } from './useLabels';
import './labels.css';

export interface LabelFilterProps {
  legend: string;
  labels: readonly LabelItem[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Checked labels first, so none hides behind 'Show all labels'. */
  checkedFirst?: boolean;
}

export function LabelFilter({ legend, labels, selected, onChange, checkedFirst = false }: LabelFilterProps) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const ordered = checkedFirst
    ? [...labels.filter((l) => selected.includes(l.id)), ...labels.filter((l) => !selected.includes(l.id))]
    : labels;
  const initial = checkedFirst ? Math.max(LABEL_PICKER_INITIAL, selected.length) : LABEL_PICKER_INITIAL;
  const shown = showAll ? ordered : ordered.slice(0, initial);
  return (
    <fieldset className="vt-label-filter">
      <legend>{legend}</legend>
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
      {!showAll && ordered.length > shown.length && (
        <Button variant="quiet" onClick={() => setShowAll(true)}>
          {t('labels.showAllLabels')}
        </Button>
      )}
    </fieldset>
  );
}
