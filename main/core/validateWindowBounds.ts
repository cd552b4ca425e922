/** Where a window may go: saved bounds checked against the monitors that exist now. */
import { type Rect, type Size, centreIn, clamp, intersectionArea, isRect } from './rect';
import { type ScreenDisplay, type ScreenLayout, displayById, displayOverlapping, primaryDisplay } from './screenLayout';
import type { WindowLimits } from './windowLimits';

/** What is stored between runs for a window. */
export interface SavedWindowBounds {
  rect: Rect;
  /** The display the window was on; absent for bounds saved without one. */
  displayId?: number;
  maximized?: boolean;
}

export interface WindowPlacement {
  rect: Rect;
  displayId: number;
  maximized: boolean;
}

/** Reads saved bounds from storage, which may hold anything; undefined when unusable. */
export function parseSavedWindowBounds(value: unknown): SavedWindowBounds | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { rect, displayId, maximized } = value as Record<string, unknown>;
  if (!isRect(rect) || rect.width <= 0 || rect.height <= 0) return undefined;
  return {
    rect: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
    ...(Number.isSafeInteger(displayId) ? { displayId: displayId as number } : {}),
    ...(maximized === true ? { maximized: true } : {}),
  };
}

/** A size no smaller than the minimum and never larger than the area (integer pixels). */
export function fitSize(size: Size, area: Rect, min: Size): Size {
  return {
    width: Math.round(Math.min(Math.max(size.width, min.width), area.width)),
    height: Math.round(Math.min(Math.max(size.height, min.height), area.height)),
  };
}

/** Moves a rectangle of a fitting size the least distance that puts it wholly inside the area. */
export function clampIntoArea(rect: Rect, size: Size, area: Rect): Rect {
  return {
    x: Math.round(clamp(rect.x, area.x, area.x + area.width - size.width)),
    y: Math.round(clamp(rect.y, area.y, area.y + area.height - size.height)),
    width: size.width,
    height: size.height,
  };
}

/** Puts a rectangle onto one display's work area: resized to fit, then clamped, or centred if it was elsewhere. */
export function fitOntoDisplay(rect: Rect, display: ScreenDisplay, min: Size): Rect {
  const size = fitSize(rect, display.workArea, min);
  return intersectionArea(rect, display.workArea) > 0
    ? clampIntoArea(rect, size, display.workArea)
    : centreIn(display.workArea, size);
}

/**
 * The bounds to open a window with. No saved bounds: the initial size centred on the primary
 * display. Saved on a display that still exists: kept there, resized to fit its work area and
 * clamped inside it. Saved on a display that is gone (or off every display): the same size, fitted,
 * centred on the primary display's work area.
 */
export function validateWindowBounds(
  saved: SavedWindowBounds | undefined,
  layout: ScreenLayout,
  limits: WindowLimits,
): WindowPlacement {
  const primary = primaryDisplay(layout);
  if (!saved || !isRect(saved.rect)) {
    return {
      rect: centreIn(primary.workArea, fitSize(limits.initial, primary.workArea, limits.min)),
      displayId: primary.id,
      maximized: false,
    };
  }
  const maximized = saved.maximized === true;
  const home =
    saved.displayId !== undefined ? displayById(layout, saved.displayId) : displayOverlapping(layout, saved.rect);
  if (!home) {
    return {
      rect: centreIn(primary.workArea, fitSize(saved.rect, primary.workArea, limits.min)),
      displayId: primary.id,
      maximized,
    };
  }
  return { rect: fitOntoDisplay(saved.rect, home, limits.min), displayId: home.id, maximized };
}
