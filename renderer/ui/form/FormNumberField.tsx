/** The form kit's number field: the form holds a number, null for an empty field and NaN for text
 *  that is no number (so a rule can say so under the field); the input keeps what was typed. */
import { useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../TextField';
import { useFormField } from './useFormField';

export interface FormNumberFieldProps<T extends FieldValues> extends Omit<
  TextFieldProps,
  'value' | 'onChange' | 'name' | 'error' | 'ref' | 'type'
> {
  name: FieldPath<T>;
}

/** Typed text as the form's number: null when empty, NaN when not a number. */
export function parseNumberText(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function numberText(value: unknown): string {
  return typeof value === 'number' && !Number.isNaN(value) ? String(value) : '';
}

export function FormNumberField<T extends FieldValues>({ name, ...rest }: FormNumberFieldProps<T>) {
  const { field, error } = useFormField<T>(name);
  const [typed, setTyped] = useState(() => numberText(field.value));
  // A value set from outside (a reset, a loaded record) replaces what was typed.
  const shown = Object.is(parseNumberText(typed), field.value ?? null) ? typed : numberText(field.value);
  return (
    <TextField
      inputMode="numeric"
      {...rest}
      ref={field.ref}
      name={field.name}
      value={shown}
      onChange={(text) => {
        setTyped(text);
        field.onChange(parseNumberText(text));
      }}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
