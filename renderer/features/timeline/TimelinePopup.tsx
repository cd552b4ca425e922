/** A small popup of the timeline's controls: a button that opens a panel below it, closed by a
 *  choice, Escape or a click elsewhere. */
import { type ReactNode, useId } from 'react';
import { useDismissablePopup } from '../../ui';

export interface TimelinePopupProps {
  label: string;
  /** The button's face; the label when absent. */
  face?: ReactNode;
  children(close: () => void): ReactNode;
}

export function TimelinePopup({ label, face, children }: TimelinePopupProps) {
  const { open, setOpen, root } = useDismissablePopup();
  const id = useId();

  return (
    <div
      ref={root}
      className="vt-timeline__popup"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        className="vt-timeline__button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        {face ?? label}
      </button>
      {open && (
        <div id={id} className="vt-timeline__popup-panel" role="group" aria-label={label}>
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}

export interface ChoiceListProps<T extends string> {
  label: string;
  choices: ReadonlyArray<{ value: T; label: string }>;
  value: T | null;
  onChoose(value: T): void;
}

/** Radio-like menu items for a popup. */
export function ChoiceList<T extends string>({ label, choices, value, onChoose }: ChoiceListProps<T>) {
  return (
    <div role="menu" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          role="menuitemradio"
          aria-checked={choice.value === value}
          className="vt-timeline__choice"
          onClick={() => onChoose(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
