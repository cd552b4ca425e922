/** Digital zoom of the picture (spec 2 §5 Other limits: up to 2x the stream size in steps of 0.1)
 *  and the letterboxed rectangle it works in. */
import { DIGITAL_ZOOM } from '../../../shared/video/cellConstants';

export interface Size {
  width: number;
  height: number;
}

export interface Pan {
  x: number;
  y: number;
}

export const NO_PAN: Pan = { x: 0, y: 0 };

/** The largest rectangle of the picture's aspect inside the box (the whole box when either size
 *  is unknown). */
export function fitRect(box: Size, picture: Size | null): Size {
  if (!picture || picture.width <= 0 || picture.height <= 0 || box.width <= 0 || box.height <= 0) return box;
  const scale = Math.min(box.width / picture.width, box.height / picture.height);
  return { width: picture.width * scale, height: picture.height * scale };
}

/** How far the picture shown in `rect` may be zoomed: until it is twice the stream's own size
 *  (a 1080p stream in a small cell goes well past 2x), never less than 2x. On the 0.1 grid. */
export function maxZoom(rect: Size, stream: Size | null): number {
  if (!stream || rect.width <= 0) return DIGITAL_ZOOM.max;
  const toStreamSize = (DIGITAL_ZOOM.streamSizeFactor * stream.width) / rect.width;
  return Math.max(DIGITAL_ZOOM.max, Math.floor(toStreamSize * 10 + 1e-9) / 10);
}

/** One wheel notch: up (negative deltaY) zooms in, down zooms out, within 1x..`max`. */
export function zoomByWheel(zoom: number, deltaY: number, max: number = DIGITAL_ZOOM.max): number {
  if (deltaY === 0) return zoom;
  const next = zoom + (deltaY < 0 ? DIGITAL_ZOOM.step : -DIGITAL_ZOOM.step);
  // Tenths are kept exact so the steps stay on the 0.1 grid.
  const rounded = Math.round(next / DIGITAL_ZOOM.step) * DIGITAL_ZOOM.step;
  return Number(Math.min(max, Math.max(DIGITAL_ZOOM.min, rounded)).toFixed(1));
}

/** Keeps the zoomed picture covering its rectangle: the offset may not reveal an edge. */
export function clampPan(pan: Pan, zoom: number, rect: Size): Pan {
  const limitX = ((zoom - 1) * rect.width) / 2;
  const limitY = ((zoom - 1) * rect.height) / 2;
  const clamp = (value: number, limit: number) => (limit <= 0 ? 0 : Math.min(limit, Math.max(-limit, value)));
  return { x: clamp(pan.x, limitX), y: clamp(pan.y, limitY) };
}
