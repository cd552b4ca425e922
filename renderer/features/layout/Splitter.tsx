/** A splitter between two children of a split: drag it with a pointer, or focus it and use the
 *  arrow keys (mirrored in right-to-left pages). */
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SPLITTER_KEYBOARD_STEP, type SplitOrientation } from '../../../shared/views';

export interface SplitterProps {
  orientation: SplitOrientation;
  /** The share of the child before the splitter, for assistive technology (0–1). */
  value: number;
  disabled: boolean;
  /** Moves the splitter by a share of the split's extent, measured from where the gesture began. */
  onMove: (delta: number, gesture: 'start' | 'move' | 'key') => void;
  /** The split's extent along its orientation in px. */
  extent: () => number;
}

export function Splitter({ orientation, value, disabled, onMove, extent }: SplitterProps) {
  const { t } = useTranslation();
  const start = useRef<number | null>(null);
  const horizontal = orientation === 'horizontal';

  /** In a right-to-left page a side-by-side split runs from the right. */
  const rtl = (element: Element) => horizontal && element.closest('[dir]')?.getAttribute('dir') === 'rtl';

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (disabled) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    start.current = horizontal ? event.clientX : event.clientY;
    onMove(0, 'start');
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (start.current === null) return;
    const size = extent();
    if (size <= 0) return;
    const px = (horizontal ? event.clientX : event.clientY) - start.current;
    onMove(((rtl(event.currentTarget) ? -1 : 1) * px) / size, 'move');
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    start.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (disabled) return;
    const forward = horizontal ? 'ArrowRight' : 'ArrowDown';
    const back = horizontal ? 'ArrowLeft' : 'ArrowUp';
    if (event.key !== forward && event.key !== back) return;
    event.preventDefault();
    const sign = (event.key === forward ? 1 : -1) * (rtl(event.currentTarget) ? -1 : 1);
    onMove(sign * SPLITTER_KEYBOARD_STEP, 'key');
  }

  return (
    <div
      role="separator"
      className={`vt-splitter vt-splitter--${orientation}`}
      aria-orientation={horizontal ? 'vertical' : 'horizontal'}
      aria-label={t('layout.splitter')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
      aria-disabled={disabled || undefined}
      tabIndex={disabled ? -1 : 0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
