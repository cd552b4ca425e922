/** The form kit's text field (text, e-mail, password): TextField bound to a string value of the
 *  enclosing <Form>, its problem under it. Any input attribute passes through. */
import type { FieldPath, FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../TextField';
import { useFormField } from './useFormField';

export interface FormTextFieldProps<T extends FieldValues> extends Omit<
  TextFieldProps,
  'value' | 'onChange' | 'name' | 'error' | 'invalid' | 'ref'
> {
  name: FieldPath<T>;
  /** Fields checked again when this one changes (useFormField). */
  deps?: FieldPath<T>[];
}

export function FormTextField<T extends FieldValues>({ name, deps, ...rest }: FormTextFieldProps<T>) {
  const { field, error, invalid } = useFormField<T>(name, deps);
  return (
    <TextField
      {...rest}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
      invalid={invalid}
    />
  );
}

/** A password: FormTextField of type password, never filled in by the browser's autocomplete of
 *  other fields' values. */
export function FormPasswordField<T extends FieldValues>(props: Omit<FormTextFieldProps<T>, 'type'>) {
  return <FormTextField<T> autoComplete="new-password" {...props} type="password" />;
}
