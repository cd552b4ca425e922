/** The layout on screen while the user resizes (spec 1 §9): shown at once, reported to the owner
 *  LAYOUT_CHANGE_DEBOUNCE_MS after the last change, and layouts from outside (the server's echo)
 *  adopted again only LAYOUT_CHANGE_REENABLE_MS after it, so a splitter never jumps back. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { LAYOUT_CHANGE_DEBOUNCE_MS, LAYOUT_CHANGE_REENABLE_MS } from '../../../shared/shell/constants';
import type { LayoutNode } from '../../../shared/views';

export function useLayoutDraft(
  layout: LayoutNode,
  onLayoutChange: (layout: LayoutNode) => void,
): [LayoutNode, (next: LayoutNode) => void] {
  const [draft, setDraft] = useState(layout);
  const lastLocalChange = useRef(0);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reenable = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingOutside = useRef<LayoutNode | null>(null);
  const report = useRef(onLayoutChange);
  report.current = onLayoutChange;

  useEffect(() => {
    if (Date.now() - lastLocalChange.current >= LAYOUT_CHANGE_REENABLE_MS) {
      pendingOutside.current = null;
      setDraft(layout);
    } else {
      pendingOutside.current = layout;
    }
  }, [layout]);

  useEffect(
    () => () => {
      clearTimeout(debounce.current);
      clearTimeout(reenable.current);
    },
    [],
  );

  const change = useCallback((next: LayoutNode) => {
    lastLocalChange.current = Date.now();
    pendingOutside.current = null;
    setDraft(next);
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => report.current(next), LAYOUT_CHANGE_DEBOUNCE_MS);
    clearTimeout(reenable.current);
    reenable.current = setTimeout(() => {
      if (pendingOutside.current) setDraft(pendingOutside.current);
      pendingOutside.current = null;
    }, LAYOUT_CHANGE_REENABLE_MS);
  }, []);

  return [draft, change];
}
