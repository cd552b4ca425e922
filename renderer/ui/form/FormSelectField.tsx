/** The form kit's select: SelectField bound to a value of the enclosing <Form>, its problem under it. */
import type { FieldPath, FieldValues } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from '../SelectField';
import { useFormField } from './useFormField';

export interface FormSelectFieldProps<T extends FieldValues, V extends string | number> extends Omit<
  SelectFieldProps<V>,
  'value' | 'onChange' | 'onBlur' | 'name' | 'error' | 'ref'
> {
  name: FieldPath<T>;
}

export function FormSelectField<T extends FieldValues, V extends string | number = string>({
  name,
  ...rest
}: FormSelectFieldProps<T, V>) {
  const { field, error } = useFormField<T>(name);
  return (
    <SelectField<V>
      {...rest}
      ref={field.ref}
      name={field.name}
      value={field.value as V}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
