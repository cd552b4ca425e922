/** A menu button of the cell: a button with aria-haspopup that opens a role=menu list of
 *  menuitem, menuitemradio and menuitemcheckbox entries. Arrow keys move between entries, Escape
 *  and a click outside close it, and choosing an entry closes it. */
import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
} from 'react';
import { useDismissablePopup } from '../../ui';

const CloseMenu = createContext<() => void>(() => undefined);

export interface CellMenuProps {
  /** The button's accessible name (also its tooltip). */
  label: string;
  /** What the button shows; the label when omitted. */
  icon?: ReactNode;
  children: ReactNode;
  /** Opens above the button (controls at the bottom) or below it (header). */
  placement?: 'above' | 'below';
}

const ITEM_SELECTOR = '[role^="menuitem"]';

export function CellMenu({ label, icon, children, placement = 'above' }: CellMenuProps) {
  const { open, setOpen, root } = useDismissablePopup();
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, [setOpen]);

  useEffect(() => {
    if (open) root.current?.querySelector<HTMLElement>(ITEM_SELECTOR)?.focus();
  }, [open, root]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = Array.from(root.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focus = (next: number) => items[(next + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') focus(index + 1);
    else if (event.key === 'ArrowUp') focus(index - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(items.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div className="vt-cell-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="vt-cell__button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {icon ?? label}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className={`vt-cell-menu__list vt-cell-menu__list--${placement}`}
          onKeyDown={onMenuKeyDown}
        >
          <CloseMenu.Provider value={close}>{children}</CloseMenu.Provider>
        </div>
      )}
    </div>
  );
}

interface ItemProps {
  label: string;
  onSelect(): void;
}

function useChoose(onSelect: () => void) {
  const close = useContext(CloseMenu);
  return () => {
    onSelect();
    close();
  };
}

export function MenuItem({ label, onSelect }: ItemProps) {
  const choose = useChoose(onSelect);
  return (
    <button type="button" role="menuitem" tabIndex={-1} className="vt-cell-menu__item" onClick={choose}>
      {label}
    </button>
  );
}

/** A menu entry with a checked state: one of a radio group, or a checkbox. */
function CheckedMenuItem({
  label,
  checked,
  onSelect,
  role,
}: ItemProps & { checked: boolean; role: 'menuitemradio' | 'menuitemcheckbox' }) {
  const choose = useChoose(onSelect);
  return (
    <button
      type="button"
      role={role}
      aria-checked={checked}
      tabIndex={-1}
      className="vt-cell-menu__item"
      onClick={choose}
    >
      {label}
    </button>
  );
}

export function MenuItemRadio(props: ItemProps & { checked: boolean }) {
  return <CheckedMenuItem {...props} role="menuitemradio" />;
}

export function MenuItemCheckbox(props: ItemProps & { checked: boolean }) {
  return <CheckedMenuItem {...props} role="menuitemcheckbox" />;
}

/** A labelled set of entries (e.g. the radio choices of one setting). */
export function MenuGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="vt-cell-menu__group">
      <span className="vt-cell-menu__group-label" aria-hidden="true">
        {label}
      </span>
      {children}
    </div>
  );
}

/** A menu of one choice among several (connection type, stream). */
export function ChoiceMenu<T extends string>({
  label,
  icon,
  value,
  choices,
  onChange,
}: {
  label: string;
  icon?: ReactNode;
  value: T;
  choices: readonly { value: T; label: string }[];
  onChange(value: T): void;
}) {
  return (
    <CellMenu label={label} icon={icon}>
      {choices.map((choice) => (
        <MenuItemRadio
          key={choice.value}
          label={choice.label}
          checked={choice.value === value}
          onSelect={() => onChange(choice.value)}
        />
      ))}
    </CellMenu>
  );
}
