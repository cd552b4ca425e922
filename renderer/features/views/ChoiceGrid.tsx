/** A radio group shown as cards (wizard steps): arrow keys move between choices, as radios do. */
import type { ReactNode } from 'react';

export interface Choice {
  id: string;
  label: string;
  preview?: ReactNode;
}

export function ChoiceGrid({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: Choice[];
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <fieldset className="vt-choice-grid">
      <legend className="vt-choice-grid__legend">{label}</legend>
      {choices.map((choice) => (
        <label
          key={choice.id}
          className={
            choice.id === value ? 'vt-choice-grid__item vt-choice-grid__item--selected' : 'vt-choice-grid__item'
          }
        >
          <input
            type="radio"
            name={label}
            value={choice.id}
            checked={choice.id === value}
            onChange={() => onChange(choice.id)}
          />
          {choice.preview}
          <span className="vt-choice-grid__label">{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
