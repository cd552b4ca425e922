/** A menu button over Radix's dropdown menu: the button (aria-haspopup=menu) opens a role=menu list
 *  of menuitem, menuitemradio and menuitemcheckbox entries; the arrow keys move between them (and
 *  wrap), Escape and a press outside close it, choosing an entry closes it, and focus returns to the
 *  button. Non-modal: the rest of the page stays readable and usable while it is open. */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { createContext, type ReactNode, useContext } from 'react';
import { useTextDirection } from './useTextDirection';
import './Menu.css';

/** The class of the entries of the menu being rendered (the cell's and the timeline's look differ). */
const ItemClass = createContext('vt-menu__item');

export interface MenuProps {
  /** The button's accessible name and tooltip, and the menu's name. */
  label: string;
  /** What the button shows; the label when omitted. */
  face?: ReactNode;
  /** The button's class. */
  triggerClassName: string;
  /** The list's class instead of vt-menu. */
  className?: string;
  /** The entries' class instead of vt-menu__item. */
  itemClassName?: string;
  /** Which side of the button the list opens on; it flips when there is no room. */
  side?: 'top' | 'bottom';
  children: ReactNode;
}

export function Menu({ label, face, triggerClassName, className, itemClassName, side = 'top', children }: MenuProps) {
  const dir = useTextDirection();
  return (
    <DropdownMenu.Root modal={false} dir={dir}>
      <DropdownMenu.Trigger type="button" className={triggerClassName} aria-label={label} title={label}>
        {face ?? label}
      </DropdownMenu.Trigger>
      {/* Not portalled: a fullscreen camera cell must still show its menus. */}
      <DropdownMenu.Content
        aria-label={label}
        className={className ?? 'vt-menu'}
        side={side}
        align="start"
        sideOffset={2}
        collisionPadding={4}
        loop
      >
        <ItemClass.Provider value={itemClassName ?? 'vt-menu__item'}>{children}</ItemClass.Provider>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

export interface MenuItemProps {
  label: string;
  onSelect(): void;
}

export function MenuItem({ label, onSelect }: MenuItemProps) {
  return (
    <DropdownMenu.Item className={useContext(ItemClass)} onSelect={onSelect}>
      {label}
    </DropdownMenu.Item>
  );
}

export function MenuCheckboxItem({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <DropdownMenu.CheckboxItem className={useContext(ItemClass)} checked={checked} onCheckedChange={onChange}>
      {label}
    </DropdownMenu.CheckboxItem>
  );
}

export interface MenuRadioGroupProps<T extends string> {
  /** Names the group; shown above its entries when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  /** null: no entry is checked (e.g. cameras that disagree). */
  value: T | null;
  choices: ReadonlyArray<{ value: T; label: string }>;
  onChange(value: T): void;
}

/** One choice among several: menuitemradio entries in a labelled group. */
export function MenuRadioGroup<T extends string>({
  label,
  showLabel,
  value,
  choices,
  onChange,
}: MenuRadioGroupProps<T>) {
  const itemClass = useContext(ItemClass);
  return (
    <DropdownMenu.RadioGroup
      aria-label={label}
      className={showLabel ? 'vt-menu__group' : undefined}
      value={value ?? ''}
      onValueChange={(picked) => {
        const choice = choices.find((option) => option.value === picked);
        if (choice) onChange(choice.value);
      }}
    >
      {showLabel && label && (
        // The group's aria-label names it; the visible label is for sighted users only.
        <DropdownMenu.Label className="vt-menu__group-label" aria-hidden="true">
          {label}
        </DropdownMenu.Label>
      )}
      {choices.map((choice) => (
        <DropdownMenu.RadioItem key={choice.value} value={choice.value} className={itemClass}>
          {choice.label}
        </DropdownMenu.RadioItem>
      ))}
    </DropdownMenu.RadioGroup>
  );
}
