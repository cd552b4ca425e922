/** The form kit's on/off switch and checkbox: Toggle (role switch) or a plain labelled checkbox,
 *  bound to a boolean of the enclosing <Form>, its problem under it. */
import { useId } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldMessage, fieldErrorProps } from '../FieldMessage';
import { Toggle, type ToggleProps } from '../Toggle';
import { useFormField } from './useFormField';

export interface FormToggleProps<T extends FieldValues> extends Omit<
  ToggleProps,
  'checked' | 'onChange' | 'onBlur' | 'name' | 'error' | 'ref'
> {
  name: FieldPath<T>;
}

export function FormToggle<T extends FieldValues>({ name, ...rest }: FormToggleProps<T>) {
  const { field, error } = useFormField<T>(name);
  return (
    <Toggle
      {...rest}
      ref={field.ref}
      name={field.name}
      checked={field.value === true}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export interface FormCheckboxProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
}

export function FormCheckbox<T extends FieldValues>({ name, label, disabled }: FormCheckboxProps<T>) {
  const { field, error } = useFormField<T>(name);
  const errorId = useId();
  return (
    <div className="vt-field vt-field--check">
      <label>
        <input
          ref={field.ref}
          name={field.name}
          type="checkbox"
          checked={field.value === true}
          disabled={disabled}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.checked)}
          {...fieldErrorProps(errorId, error)}
        />{' '}
        <bdi>{label}</bdi>
      </label>
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
