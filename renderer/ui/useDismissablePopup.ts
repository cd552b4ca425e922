/** The open state of a button's popup (menu, panel) that a press outside its root closes. */
import { useEffect, useRef, useState } from 'react';

export function useDismissablePopup<T extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  /** The element holding the button and the popup: presses inside it keep the popup open. */
  const root = useRef<T>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);
  return { open, setOpen, root };
}
