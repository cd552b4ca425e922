/** A labelled text input: the <label> names the field for people and for tests alike. */
import { type InputHTMLAttributes, useId } from 'react';
import './Field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function TextField({ label, value, onChange, id, className, type, ...rest }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={['vt-field', className ?? ''].filter(Boolean).join(' ')}>
      <label className="vt-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...rest}
        id={inputId}
        type={type ?? 'text'}
        className="vt-field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
