/** An on/off switch: a labelled checkbox with role switch, operable with Space; an error, when
 *  given, shows under it (FieldMessage). */
import { type Ref, useId } from 'react';
import { FieldMessage, fieldErrorProps } from './FieldMessage';
import './Toggle.css';

export interface ToggleProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  disabled?: boolean;
  name?: string;
  /** A line under the label. */
  hint?: string;
  /** The switch's problem, shown under it. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function Toggle({ label, checked, onChange, onBlur, disabled, name, hint, error, ref }: ToggleProps) {
  const id = useId();
  const hintId = useId();
  const errorId = `${id}-error`;
  return (
    <>
      <div className="vt-toggle">
        <label className="vt-toggle__label" htmlFor={id}>
          {label}
          {hint && (
            <span id={hintId} className="vt-toggle__hint">
              {hint}
            </span>
          )}
        </label>
        <input
          ref={ref}
          id={id}
          name={name}
          type="checkbox"
          role="switch"
          className="vt-toggle__input"
          checked={checked}
          disabled={disabled}
          onBlur={onBlur}
          {...fieldErrorProps(errorId, error, hint ? hintId : undefined)}
          onChange={(event) => onChange(event.target.checked)}
        />
      </div>
      <FieldMessage id={errorId} message={error} />
    </>
  );
}
