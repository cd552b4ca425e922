/** Where a view row's preview popup goes (spec 1 §2.8: 600x338 px): beside the row, past the
 *  sidebar's inline end (right in left-to-right, left in right-to-left), level with the row, and
 *  moved back inside the window where it would run out of it. Viewport coordinates, for a popup
 *  fixed to the window: inside the sidebar, which scrolls, it would be clipped to a strip. */

/** Space between the row and its preview. */
export const VIEW_PREVIEW_GAP_PX = 8;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export function placeViewPreview(
  row: Box,
  popup: { width: number; height: number },
  viewport: { width: number; height: number },
  direction: 'ltr' | 'rtl',
): { left: number; top: number } {
  const beside =
    direction === 'rtl' ? row.left - VIEW_PREVIEW_GAP_PX - popup.width : row.left + row.width + VIEW_PREVIEW_GAP_PX;
  return {
    left: within(beside, viewport.width - popup.width),
    top: within(row.top, viewport.height - popup.height),
  };
}

/** `value` kept between 0 and `max` (0 wins when the popup is larger than the window). */
function within(value: number, max: number): number {
  return Math.max(0, Math.min(value, max));
}
