/** A labelled checkbox list bound to a form field holding ids (a policy's categories, devices,
 *  sets, zones, users, groups), with a filter when the list is long and a hint per item. */
import { useId, useState } from 'react';
import { type FieldPathByValue, type FieldValues, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Lists longer than this get a filter. */
const FILTER_FROM = 8;

export interface CheckItem {
  id: string;
  label: string;
  hint?: string | null;
}

export interface FormCheckListProps<T extends FieldValues> {
  name: FieldPathByValue<T, string[]>;
  label: string;
  items: readonly CheckItem[];
  /** Said when nothing is ticked (what an empty choice means: all, none …). */
  emptyMeans?: string;
}

export function FormCheckList<T extends FieldValues>({ name, label, items, emptyMeans }: FormCheckListProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const { control } = useFormContext<T>();
  const { field } = useController({ control, name });
  const selected = (field.value ?? []) as string[];
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = needle ? items.filter((item) => item.label.toLowerCase().includes(needle)) : items;
  const toggle = (itemId: string, checked: boolean) =>
    field.onChange(checked ? [...selected, itemId] : selected.filter((s) => s !== itemId));
  return (
    <fieldset className="vt-notify__checklist" aria-labelledby={id}>
      <legend id={id}>
        {label}
        {selected.length > 0 && <span className="vt-muted"> ({selected.length})</span>}
      </legend>
      {items.length > FILTER_FROM && (
        <input
          className="vt-field__input"
          aria-label={t('notificationPolicies.filter', { list: label })}
          placeholder={t('notificationPolicies.filterPlaceholder')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      )}
      {items.length === 0 ? (
        <p className="vt-muted">{t('admin.kit.noData')}</p>
      ) : (
        <div className="vt-notify__checks">
          {shown.map((item) => (
            <label key={item.id} className="vt-notify__check">
              <input
                type="checkbox"
                checked={selected.includes(item.id)}
                onChange={(event) => toggle(item.id, event.target.checked)}
              />
              <bdi>{item.label}</bdi>
              {item.hint && <span className="vt-muted vt-notify__hint">{item.hint}</span>}
            </label>
          ))}
        </div>
      )}
      {emptyMeans && selected.length === 0 && <p className="vt-muted vt-notify__empty">{emptyMeans}</p>}
    </fieldset>
  );
}
