/** Where a press on a PTZ camera's picture sends the camera (spec 2 §3 optical flag
 *  click-to-reposition, §7 ptzRel; issue 31): a click centres the camera on the clicked point, a
 *  rectangle drawn from the press to the release zooms into it. Points are taken against the
 *  picture's rectangle on screen — the canvas as drawn, digital zoom included — so a click on a
 *  digitally zoomed picture names the spot of the camera's own picture it shows. */
import { PTZ_COMMAND_LIMITS } from '../../../shared/video/ptzConstants';

export interface ScreenPoint {
  x: number;
  y: number;
}

/** A rectangle on screen, as getBoundingClientRect gives it. */
export interface ScreenRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** ptzRel's input: the point in fractions of the picture's size from its centre (right and down
 *  positive) and, for a rectangle, the zoom factor that makes it fill the picture. */
export interface PtzRelCommand {
  x: number;
  y: number;
  zoom?: number;
}

/** A press that moves less than this (CSS pixels) is a click, not a rectangle. */
export const PTZ_BOX_MIN_PX = 8;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The point as fractions of the picture from its centre, or null outside the picture (on the
 *  letterbox bars beside it). */
export function fractionOfPicture(point: ScreenPoint, picture: ScreenRect): ScreenPoint | null {
  if (picture.width <= 0 || picture.height <= 0) return null;
  const x = (point.x - picture.left) / picture.width;
  const y = (point.y - picture.top) / picture.height;
  if (x < 0 || x > 1 || y < 0 || y > 1) return null;
  return { x: x - 0.5, y: y - 0.5 };
}

/** A press from `from` to `to`: null when it did not start on the picture; a click when it moved
 *  less than PTZ_BOX_MIN_PX; else the rectangle, cut to the picture, whose centre the camera turns
 *  to and whose larger side (relative to the picture's) sets the zoom. */
export function ptzRelFromPicture(from: ScreenPoint, to: ScreenPoint, picture: ScreenRect): PtzRelCommand | null {
  const start = fractionOfPicture(from, picture);
  if (!start) return null;
  if (Math.hypot(to.x - from.x, to.y - from.y) < PTZ_BOX_MIN_PX) return start;
  const end = {
    x: clamp((to.x - picture.left) / picture.width, 0, 1) - 0.5,
    y: clamp((to.y - picture.top) / picture.height, 0, 1) - 0.5,
  };
  const width = Math.abs(end.x - start.x);
  const height = Math.abs(end.y - start.y);
  const larger = Math.max(width, height);
  // Cut to a sliver along the picture's edge: centre on it without zooming.
  if (larger <= 0) return start;
  const zoom = Math.min(PTZ_COMMAND_LIMITS.relZoom.max, 1 / larger);
  return { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2, zoom };
}
