/** A button that shows a small non-modal panel beside it (calendar, legend, the narrow layout's
 *  other controls); Escape and a click outside close it. */
import { type ReactNode, useId, useRef } from 'react';
import { useDismissablePopup } from '../../ui';

export interface CellPopoverProps {
  label: string;
  icon: ReactNode;
  /** dialog for a form or information, group for a set of controls. */
  role?: 'dialog' | 'group';
  className?: string;
  /** Renders the panel's content; `close` hides it. */
  children(close: () => void): ReactNode;
}

export function CellPopover({ label, icon, role = 'dialog', className, children }: CellPopoverProps) {
  const { open, setOpen, root } = useDismissablePopup();
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="vt-cell-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="vt-cell__button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {icon}
      </button>
      {open && (
        <div
          id={panelId}
          role={role}
          aria-label={label}
          className={`vt-cell-popover${className ? ` ${className}` : ''}`}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            close();
          }}
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}
