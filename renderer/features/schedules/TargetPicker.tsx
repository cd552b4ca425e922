/** What a schedule covers (spec 3 §3.6 devices, sets, zones): a checkbox list bound to a form-kit
 *  field of ids, filtered by name when long; a chosen id the realm no longer has stays listed by id. */
import { useId, useState } from 'react';
import { type FieldPathByValue, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ScheduleFormValues } from './scheduleFormValues';

export interface TargetPickerProps {
  name: FieldPathByValue<ScheduleFormValues, string[]>;
  label: string;
  items: ReadonlyArray<{ id: string; name: string; detail?: string }>;
}

/** Lists longer than this get a filter. */
const FILTER_FROM = 8;

export function TargetPicker({ name, label, items }: TargetPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const { control } = useFormContext<ScheduleFormValues>();
  const { field } = useController({ control, name });
  const selected = field.value as string[];
  const [filter, setFilter] = useState('');
  const known = new Set(items.map((item) => item.id));
  const all: ReadonlyArray<{ id: string; name: string; detail?: string }> = [
    ...items,
    ...selected.filter((s) => !known.has(s)).map((s) => ({ id: s, name: s })),
  ];
  const shown = all.filter((item) => item.name.toLowerCase().includes(filter.trim().toLowerCase()));
  const toggle = (itemId: string) =>
    field.onChange(selected.includes(itemId) ? selected.filter((s) => s !== itemId) : [...selected, itemId]);
  return (
    <fieldset className="vt-schedule-targets" aria-labelledby={id}>
      <legend id={id}>
        {label} <span className="vt-muted">({selected.length})</span>
      </legend>
      {all.length > FILTER_FROM && (
        <input
          className="vt-field__input"
          aria-label={t('schedules.filter', { what: label })}
          placeholder={t('schedules.filter', { what: label })}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      )}
      {all.length === 0 ? (
        <p className="vt-muted">{t('schedules.none')}</p>
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
