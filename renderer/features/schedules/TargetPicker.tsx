/** What a schedule covers (spec 3 §3.6 devices, sets, zones): the form kit's checkbox list with
 *  the schedule form's texts. */
import { useTranslation } from 'react-i18next';
import { type CheckboxListItem, FormCheckboxList } from '../../ui';
import type { ScheduleFormValues } from './scheduleFormValues';

export interface TargetPickerProps {
  name: 'devices' | 'sets' | 'zones';
  label: string;
  items: readonly CheckboxListItem[];
}

export function TargetPicker({ name, label, items }: TargetPickerProps) {
  const { t } = useTranslation();
  return (
    <FormCheckboxList<ScheduleFormValues>
      name={name}
      label={label}
      items={items}
      filterLabel={t('schedules.filter', { what: label })}
      emptyText={t('schedules.none')}
    />
  );
}
