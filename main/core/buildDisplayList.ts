/** Spec 1 §3 Display entities from the monitors and the windows on them. */
import type { Display } from '../../shared/ipc';
import type { Rect } from './rect';
import { type ScreenDisplay, type ScreenLayout, displayMatching, primaryDisplay } from './screenLayout';

/** Primary first, then left to right, top to bottom; the id breaks ties so the order never flickers. */
export function orderDisplays(layout: ScreenLayout): ScreenDisplay[] {
  const primary = primaryDisplay(layout);
  const others = layout.displays
    .filter((d) => d.id !== primary.id)
    .sort((a, b) => a.bounds.x - b.bounds.x || a.bounds.y - b.bounds.y || a.id - b.id);
  return [primary, ...others];
}

/** One Display per monitor, named 'Display 1' … in order, counting the windows each one holds. */
export function buildDisplayList(layout: ScreenLayout, windows: readonly Rect[]): Display[] {
  const ordered = orderDisplays(layout);
  const primaryId = ordered[0]!.id;
  const counts = new Map<number, number>();
  for (const rect of windows) {
    const id = displayMatching(layout, rect).id;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return ordered.map((display, index) => ({
    id: display.id,
    name: `Display ${index + 1}`,
    isPrimary: display.id === primaryId,
    windowCount: counts.get(display.id) ?? 0,
    index,
  }));
}

export function sameDisplayList(a: readonly Display[], b: readonly Display[]): boolean {
  return (
    a.length === b.length &&
    a.every((d, i) => {
      const e = b[i]!;
      return (
        d.id === e.id &&
        d.name === e.name &&
        d.isPrimary === e.isPrimary &&
        d.windowCount === e.windowCount &&
        d.index === e.index
      );
    })
  );
}
