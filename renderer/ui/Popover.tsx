/** A button that opens a small non-modal panel beside it, over Radix's popover: Escape, a press
 *  outside or a choice inside close it, and focus returns to the button. */
import * as RadixPopover from '@radix-ui/react-popover';
import { type ReactNode, type RefObject, useState } from 'react';

export interface PopoverProps {
  /** The button's accessible name and tooltip, and the panel's name. */
  label: string;
  /** What the button shows; the label when omitted. */
  face?: ReactNode;
  triggerClassName: string;
  /** The panel's class. */
  className?: string;
  /** dialog for a form or information, group for a set of controls. */
  role?: 'dialog' | 'group';
  /** Which side of the button (or anchor) the panel opens on; it flips when there is no room. */
  side?: 'top' | 'bottom';
  /** Places the panel against this element instead of the button (e.g. a whole toolbar). */
  anchor?: RefObject<HTMLElement | null>;
  /** Renders the panel's content; `close` hides it. */
  children(close: () => void): ReactNode;
}

export function Popover({
  label,
  face,
  triggerClassName,
  className,
  role = 'dialog',
  side = 'top',
  anchor,
  children,
}: PopoverProps) {
  const [open, setOpen] = useState(false);
  return (
    <RadixPopover.Root open={open} onOpenChange={setOpen}>
      {anchor && <RadixPopover.Anchor virtualRef={anchor as RefObject<HTMLElement>} />}
      <RadixPopover.Trigger type="button" className={triggerClassName} aria-label={label} title={label}>
        {face ?? label}
      </RadixPopover.Trigger>
      {/* Not portalled: a fullscreen camera cell must still show its panels. */}
      <RadixPopover.Content
        role={role}
        aria-label={label}
        className={className}
        side={side}
        align="start"
        sideOffset={2}
        collisionPadding={4}
      >
        {children(() => setOpen(false))}
      </RadixPopover.Content>
    </RadixPopover.Root>
  );
}
