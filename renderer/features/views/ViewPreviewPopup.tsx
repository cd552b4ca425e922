/** A view row's 600x338 preview (spec 1 §2.8), shown over the workspace beside the row: in the
 *  document's body, fixed to the window, so the scrolling sidebar it is hovered in cannot clip it. */
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { VIEW_PREVIEW_SIZE_PX } from '../../../shared/shell/constants';
import type { View } from '../../../shared/views';
import { LayoutPreview } from './LayoutPreview';
import { placeViewPreview } from './placeViewPreview';

export function ViewPreviewPopup({ view, row }: { view: View; row: HTMLElement }) {
  const popup = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);

  // Placed once it has its size (padding and border around the preview), before it is painted.
  useLayoutEffect(() => {
    const element = popup.current;
    if (!element) return;
    const direction = getComputedStyle(row).direction === 'rtl' ? 'rtl' : 'ltr';
    setPlace(
      placeViewPreview(
        row.getBoundingClientRect(),
        { width: element.offsetWidth, height: element.offsetHeight },
        { width: window.innerWidth, height: window.innerHeight },
        direction,
      ),
    );
  }, [row]);

  return createPortal(
    <div
      ref={popup}
      className="vt-view-preview"
      role="tooltip"
      style={place ? { left: place.left, top: place.top } : { visibility: 'hidden' }}
    >
      <LayoutPreview view={view} style={{ width: VIEW_PREVIEW_SIZE_PX.width, height: VIEW_PREVIEW_SIZE_PX.height }} />
    </div>,
    document.body,
  );
}
