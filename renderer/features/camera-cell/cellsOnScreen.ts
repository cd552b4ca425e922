/** How many operated camera cells are on the page, empty ones included (issue 31): a camera's sound
 *  is muted by default in a multi-cell view, heard by default where the cell is the only one. */
import { useEffect, useSyncExternalStore } from 'react';

let count = 0;
const listeners = new Set<() => void>();

function change(delta: number): void {
  count += delta;
  for (const listener of [...listeners]) listener();
}

/** Counts this cell while it is mounted (and `counted`); returns how many are. */
export function useCellsOnScreen(counted: boolean): number {
  useEffect(() => {
    if (!counted) return;
    change(1);
    return () => change(-1);
  }, [counted]);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => count,
  );
}
