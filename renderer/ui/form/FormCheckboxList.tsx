/** A checkbox list bound to a form-kit field of ids (a gateway's or sensor's cameras, a sensor's
 *  zones, what a schedule covers): filtered by name when long, the chosen count in its legend, and
 *  a chosen id the realm no longer has still listed (by id) so it can be taken off. */
import { useId, useState } from 'react';
import { type FieldPathByValue, type FieldValues, useController, useFormContext } from 'react-hook-form';
import './FormCheckboxList.css';

export interface CheckboxListItem {
  id: string;
  name: string;
  /** A second, muted word beside the name (a device's type). */
  detail?: string;
}

export interface FormCheckboxListProps<T extends FieldValues> {
  name: FieldPathByValue<T, string[]>;
  label: string;
  items: readonly CheckboxListItem[];
  /** The filter box's label, shown once the list is longer than FILTER_FROM. */
  filterLabel: string;
  /** Said in place of an empty list. */
  emptyText: string;
}

/** Lists longer than this get a filter. */
const FILTER_FROM = 8;

export function FormCheckboxList<T extends FieldValues>({
  name,
  label,
  items,
  filterLabel,
  emptyText,
}: FormCheckboxListProps<T>) {
  const id = useId();
  const { control } = useFormContext<T>();
  const { field } = useController({ control, name });
  const selected = field.value as string[];
  const [filter, setFilter] = useState('');
  const known = new Set(items.map((item) => item.id));
  const all: readonly CheckboxListItem[] = [
    ...items,
    ...selected.filter((s) => !known.has(s)).map((s) => ({ id: s, name: s })),
  ];
  const shown = all.filter((item) => item.name.toLowerCase().includes(filter.trim().toLowerCase()));
  const toggle = (itemId: string) =>
    field.onChange(selected.includes(itemId) ? selected.filter((s) => s !== itemId) : [...selected, itemId]);
  return (
    <fieldset className="vt-checkbox-list" aria-labelledby={id}>
      <legend id={id}>
        {label} <span className="vt-muted">({selected.length})</span>
      </legend>
      {all.length > FILTER_FROM && (
        <input
          className="vt-field__input"
          aria-label={filterLabel}
          placeholder={filterLabel}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      )}
      {all.length === 0 ? (
        <p className="vt-muted">{emptyText}</p>
      ) : (
        <ul>
          {shown.map((item) => (
            <li key={item.id}>
              <label>
                <input type="checkbox" checked={selected.includes(item.id)} onChange={() => toggle(item.id)} />
                <bdi>{item.name}</bdi>
                {item.detail && <span className="vt-muted"> {item.detail}</span>}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
