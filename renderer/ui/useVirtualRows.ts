/** Rows of a list that can grow with the data (cameras, delivery jobs, log lines), rendered only
 *  where the user can see them once the list is long: up to VIRTUAL_FROM_ROWS every row is in the
 *  document; beyond, only the rows in view (and a few either side) are, between two spacers that
 *  keep the scroll height. The rows stay in the normal flow, so the list's own styles still apply. */
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useLayoutEffect, useState } from 'react';

/** Below this many rows the list renders them all: nothing to gain, and finding a row stays easy. */
export const VIRTUAL_FROM_ROWS = 100;
/** Rows rendered beyond each edge of the view, so a fast scroll shows no blank band. */
const OVERSCAN_ROWS = 8;

export interface VirtualRowsOptions {
  count: number;
  /** The element that scrolls the rows; when absent, the list's nearest scrolling ancestor. */
  scrollRef?: RefObject<HTMLElement | null>;
  /** The list itself, when the scroller holds more than it (a sidebar of several lists): the rows
   *  are then placed from the list's offset inside the scroller. */
  listRef?: RefObject<HTMLElement | null>;
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

/** Short lists measure nothing (one function for all, so row refs built on it stay stable). */
const measureNothing = () => {};

/** The nearest ancestor that scrolls vertically (the page's scroller when none does). */
function nearestScroller(element: HTMLElement | null | undefined): HTMLElement | null {
  for (let node = element?.parentElement; node; node = node.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(node).overflowY)) return node;
  }
  return (document.scrollingElement as HTMLElement | null) ?? document.documentElement;
}

/** How far down its scroller the list starts (px), the scroller scrolled to its top. */
function offsetInScroller(list: HTMLElement | null, scroller: HTMLElement | null): number {
  if (!list || !scroller || list === scroller) return 0;
  return list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
}

export function useVirtualRows({ count, scrollRef, listRef, estimateRowPx }: VirtualRowsOptions): VirtualRows {
  const virtual = count > VIRTUAL_FROM_ROWS;
  const scroller = () => scrollRef?.current ?? nearestScroller(listRef?.current);
  const [scrollMargin, setScrollMargin] = useState(0);
  const updateMargin = () => {
    if (!virtual || !listRef) return;
    const offset = offsetInScroller(listRef.current, scroller());
    setScrollMargin((current) => (current === offset ? current : offset));
  };
  // Lists above this one grow and shrink without rendering this one: the offset is measured again
  // after each render (before painting) and on each scroll; an unchanged offset sets nothing.
  useLayoutEffect(updateMargin);
  const virtualizer = useVirtualizer<HTMLElement, Element>({
    count,
    enabled: virtual,
    getScrollElement: scroller,
    estimateSize: () => estimateRowPx,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    onChange: (_, scrolling) => {
      if (scrolling) updateMargin();
    },
    initialRect: viewportRect(),
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.width === 0 && rect.height === 0 ? viewportRect() : rect)),
    // An unlaid-out row measures 0: keep the estimate rather than collapse it.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimateRowPx,
  });
  if (!virtual)
    return { indexes: Array.from({ length: count }, (_, i) => i), before: 0, after: 0, measure: measureNothing };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    indexes: items.map((item) => item.index),
    before: first ? first.start - scrollMargin : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0,
    measure: virtualizer.measureElement,
  };
}
