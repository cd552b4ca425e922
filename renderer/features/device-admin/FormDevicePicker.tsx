/** The form kit's checkbox list for a device form's ids (a gateway's or a sensor's cameras, a
 *  sensor's zones), with the device forms' filter and empty-list texts. */
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type CheckboxListItem, FormCheckboxList, type FormCheckboxListProps } from '../../ui';

export function FormDevicePicker<T extends FieldValues>({
  name,
  label,
  items,
}: Pick<FormCheckboxListProps<T>, 'name' | 'label'> & { items: readonly CheckboxListItem[] }) {
  const { t } = useTranslation();
  return (
    <FormCheckboxList<T>
      name={name}
      label={label}
      items={items}
      filterLabel={t('deviceAdmin.filter')}
      emptyText={t('deviceAdmin.noData')}
    />
  );
}
