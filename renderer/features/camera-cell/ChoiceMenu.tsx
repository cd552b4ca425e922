/** A cell button whose menu picks one choice among several (connection type, stream). */
import type { ReactNode } from 'react';
import { Menu, MenuRadioGroup } from '../../ui';

export interface ChoiceMenuProps<T extends string> {
  label: string;
  icon: ReactNode;
  value: T;
  choices: readonly { value: T; label: string }[];
  onChange(value: T): void;
}

export function ChoiceMenu<T extends string>({ label, icon, value, choices, onChange }: ChoiceMenuProps<T>) {
  return (
    <Menu label={label} face={icon} triggerClassName="vt-cell__button">
      <MenuRadioGroup label={label} value={value} choices={choices} onChange={onChange} />
    </Menu>
  );
}
