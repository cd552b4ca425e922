/** The console's command menu over cmdk (issue 30, the command palette): a modal search box with
 *  grouped, fuzzily ranked items, arrow keys and Enter to choose, Escape to close, focus back where
 *  it was. Not exported from ui/index.ts: its one user loads it in a lazy chunk, so the console's
 *  first load does not carry cmdk. */
import { Command } from 'cmdk';
import type { ComponentProps, ReactNode } from 'react';
import './CommandMenu.css';

export interface CommandMenuProps {
  /** The menu's accessible name. */
  label: string;
  onClose(): void;
  children: ReactNode;
}

export function CommandMenu({ label, onClose, children }: CommandMenuProps) {
  return (
    <Command.Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      label={label}
      loop
      container={(document.fullscreenElement as HTMLElement | null) ?? undefined}
      overlayClassName="vt-command-overlay"
      contentClassName="vt-command"
    >
      {children}
    </Command.Dialog>
  );
}

export function CommandMenuInput(props: ComponentProps<typeof Command.Input>) {
  return <Command.Input className="vt-command__input" {...props} />;
}

export function CommandMenuList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Command.List className="vt-command__list" label={label}>
      {children}
    </Command.List>
  );
}

export function CommandMenuEmpty({ children }: { children: ReactNode }) {
  return <Command.Empty className="vt-command__empty">{children}</Command.Empty>;
}

export function CommandMenuGroup({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Command.Group className="vt-command__group" heading={heading}>
      {children}
    </Command.Group>
  );
}

export interface CommandMenuItemProps {
  /** What the search matches (unique in the menu). */
  value: string;
  keywords?: string[];
  onSelect(): void;
  /** Shown whatever the search says (an item the search itself made, like a parsed time). */
  always?: boolean;
  /** Keys or a hint shown at the item's end. */
  hint?: ReactNode;
  children: ReactNode;
}

export function CommandMenuItem({ value, keywords, onSelect, always, hint, children }: CommandMenuItemProps) {
  return (
    <Command.Item
      className="vt-command__item"
      value={value}
      keywords={keywords}
      onSelect={onSelect}
      forceMount={always}
    >
      <span className="vt-command__label">{children}</span>
      {hint && <span className="vt-command__hint">{hint}</span>}
    </Command.Item>
  );
}
