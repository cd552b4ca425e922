/** A labelled <select>: the label names it for people and tests alike; an error, when given,
 *  shows under it (FieldMessage). */
import { type Ref, useId } from 'react';
import { FieldMessage, fieldErrorProps } from './FieldMessage';
import './Field.css';

export interface SelectFieldProps<T extends string | number> {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  onBlur?: () => void;
  disabled?: boolean;
  name?: string;
  /** The field's problem, shown under it. */
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField<T extends string | number>({
  label,
  value,
  options,
  onChange,
  onBlur,
  disabled,
  name,
  error,
  ref,
}: SelectFieldProps<T>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="vt-field">
      <label className="vt-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        name={name}
        className="vt-field__input"
        value={String(value)}
        disabled={disabled}
        onBlur={onBlur}
        {...fieldErrorProps(errorId, error)}
        onChange={(event) => {
          const picked = options.find((option) => String(option.value) === event.target.value);
          if (picked) onChange(picked.value);
        }}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
