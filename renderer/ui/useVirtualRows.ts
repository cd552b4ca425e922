/** Rows of a list that can grow with the data (cameras, delivery jobs, log lines), rendered only
 *  where the user can see them once the list is long: up to VIRTUAL_FROM_ROWS every row is in the
 *  document; beyond, only the rows in view (and a few either side) are, between two spacers that
 *  keep the scroll height. The rows stay in the normal flow, so the list's own styles still apply. */
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';

/** Below this many rows the list renders them all: nothing to gain, and finding a row stays easy. */
export const VIRTUAL_FROM_ROWS = 100;
/** Rows rendered beyond each edge of the view, so a fast scroll shows no blank band. */
const OVERSCAN_ROWS = 8;

export interface VirtualRowsOptions {
  count: number;
  /** The element that scrolls the rows. */
  scrollRef: RefObject<HTMLElement | null>;
  /** A row's usual height (px), used until a row has been measured. */
  estimateRowPx: number;
}

export interface VirtualRows {
  /** The indexes to render, in order. */
  indexes: number[];
  /** Heights (px) of the spacers before and after the rendered rows. */
  before: number;
  after: number;
  /** Ref for each rendered row (with data-index) so rows of other heights are measured. */
  measure: (row: Element | null) => void;
}

/** Where there is no layout (a hidden list, jsdom) the scroller measures 0 x 0: the window's size
 *  stands in, so the first screenful of rows is rendered rather than none. */
function viewportRect() {
  return { width: window.innerWidth, height: window.innerHeight };
}

export function useVirtualRows({ count, scrollRef, estimateRowPx }: VirtualRowsOptions): VirtualRows {
  const virtual = count > VIRTUAL_FROM_ROWS;
  const virtualizer = useVirtualizer<HTMLElement, Element>({
    count,
    enabled: virtual,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateRowPx,
    overscan: OVERSCAN_ROWS,
    initialRect: viewportRect(),
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.width === 0 && rect.height === 0 ? viewportRect() : rect)),
    // An unlaid-out row measures 0: keep the estimate rather than collapse it.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimateRowPx,
  });
  if (!virtual) return { indexes: Array.from({ length: count }, (_, i) => i), before: 0, after: 0, measure: () => {} };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    indexes: items.map((item) => item.index),
    before: first ? first.start : 0,
    after: last ? virtualizer.getTotalSize() - last.end : 0,
    measure: virtualizer.measureElement,
  };
}
