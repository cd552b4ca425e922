/** Spec 3 §2.6: the event preview is disabled when the widget is too small for its placement —
 *  top or bottom under 520 x 510 px, left or right under 720 x 452 px. */
import { PREVIEW_MIN_SIZE_PX, type PreviewPlacement } from '../../../shared/events/eventListConstants';

export function previewFits(placement: PreviewPlacement, size: { width: number; height: number }): boolean {
  const min =
    placement === 'Top' || placement === 'Bottom' ? PREVIEW_MIN_SIZE_PX.vertical : PREVIEW_MIN_SIZE_PX.horizontal;
  return size.width >= min.width && size.height >= min.height;
}
