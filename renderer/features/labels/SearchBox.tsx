/** The labels feature's search field: a search input named by its placeholder. */
import type { KeyboardEvent } from 'react';

export interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

export function SearchBox({ label, value, onChange, onKeyDown }: SearchBoxProps) {
  return (
    <input
      type="search"
      value={value}
      placeholder={label}
      aria-label={label}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}
