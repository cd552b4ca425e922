/** A DevicePicker bound to a form-kit field holding device ids (a gateway's or a sensor's cameras,
 *  a sensor's zones): picking marks the form changed like any other field. */
import { type FieldPathByValue, type FieldValues, useController, useFormContext } from 'react-hook-form';
import { DevicePicker, type PickerItem } from './DevicePicker';

export interface FormDevicePickerProps<T extends FieldValues> {
  name: FieldPathByValue<T, string[]>;
  label: string;
  items: readonly PickerItem[];
}

export function FormDevicePicker<T extends FieldValues>({ name, label, items }: FormDevicePickerProps<T>) {
  const { control } = useFormContext<T>();
  const { field } = useController({ control, name });
  return <DevicePicker label={label} items={items} selected={field.value} onChange={field.onChange} />;
}
