/** The form kit's multi-line text: a labelled <textarea> bound to a string of the enclosing <Form>,
 *  its problem under it. */
import { type TextareaHTMLAttributes, useId } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldMessage, fieldErrorProps } from '../FieldMessage';
import { useFormField } from './useFormField';

export interface FormTextAreaProps<T extends FieldValues> extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'name'
> {
  name: FieldPath<T>;
  label: string;
  /** Shown instead of the form's value (e.g. a note already stored, read-only). */
  shownValue?: string;
}

export function FormTextArea<T extends FieldValues>({
  name,
  label,
  shownValue,
  className,
  ...rest
}: FormTextAreaProps<T>) {
  const { field, error } = useFormField<T>(name);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['vt-field', className ?? ''].filter(Boolean).join(' ')}>
      <label className="vt-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...rest}
        {...fieldErrorProps(errorId, error)}
        ref={field.ref}
        id={id}
        name={field.name}
        value={shownValue ?? (field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
