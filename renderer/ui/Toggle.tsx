/** An on/off switch: a labelled checkbox with role switch, operable with Space. */
import { useId } from 'react';
import './Toggle.css';

export interface ToggleProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** A line under the label. */
  hint?: string;
}

export function Toggle({ label, checked, onChange, disabled, hint }: ToggleProps) {
  const id = useId();
  const hintId = useId();
  return (
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
        id={id}
        type="checkbox"
        role="switch"
        className="vt-toggle__input"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
