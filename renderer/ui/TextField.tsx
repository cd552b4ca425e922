/** A labelled text input: the <label> names the field for people and for tests alike; an error,
 *  when given, shows under it (FieldMessage) and marks the input invalid. */
import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { FieldMessage, fieldErrorProps } from './FieldMessage';
import './Field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's problem, shown under it. */
  error?: string | undefined;
  /** Marks the field wrong without a message (its rule has no words). */
  invalid?: boolean | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, value, onChange, id, className, type, error, invalid, ...rest }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={['vt-field', className ?? ''].filter(Boolean).join(' ')}>
      <label className="vt-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...rest}
        {...fieldErrorProps(errorId, error, rest['aria-describedby'], invalid)}
        id={inputId}
        type={type ?? 'text'}
        className="vt-field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
