/** A checkbox list of devices (cameras to associate, zones to place a device in), searchable when long. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PickerItem {
  id: string;
  name: string;
}

export function DevicePicker({
  label,
  items,
  selected,
  onChange,
}: {
  label: string;
  items: readonly PickerItem[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [filter, setFilter] = useState('');
  const shown = items.filter((item) => item.name.toLowerCase().includes(filter.trim().toLowerCase()));
  const toggle = (itemId: string) =>
    onChange(selected.includes(itemId) ? selected.filter((s) => s !== itemId) : [...selected, itemId]);
  return (
    <fieldset className="vt-device-picker" aria-labelledby={id}>
      <legend id={id}>{label}</legend>
      {items.length > 8 && (
        <input
          className="vt-field__input"
          aria-label={t('deviceAdmin.filter')}
          placeholder={t('deviceAdmin.filter')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      )}
      {items.length === 0 ? (
        <p className="vt-muted">{t('deviceAdmin.noData')}</p>
      ) : (
        <ul>
          {shown.map((item) => (
            <li key={item.id}>
              <label>
                <input type="checkbox" checked={selected.includes(item.id)} onChange={() => toggle(item.id)} />
                <bdi>{item.name}</bdi>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
