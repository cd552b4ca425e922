/** The monitors as main sees them (a copy of Electron's screen), and which one a rectangle is on. */
import { type Rect, centreDistance2, intersectionArea } from './rect';

export interface ScreenDisplay {
  id: number;
  bounds: Rect;
  /** The bounds minus task bars and docks: where windows may go. */
  workArea: Rect;
}

export interface ScreenLayout {
  displays: readonly ScreenDisplay[];
  primaryId: number;
}

/** Used only if the system reports no display at all (seen on headless Linux). */
export const FALLBACK_DISPLAY: ScreenDisplay = Object.freeze({
  id: 0,
  bounds: Object.freeze({ x: 0, y: 0, width: 1280, height: 720 }),
  workArea: Object.freeze({ x: 0, y: 0, width: 1280, height: 720 }),
});

export function primaryDisplay(layout: ScreenLayout): ScreenDisplay {
  return layout.displays.find((d) => d.id === layout.primaryId) ?? layout.displays[0] ?? FALLBACK_DISPLAY;
}

export function displayById(layout: ScreenLayout, id: number): ScreenDisplay | undefined {
  return layout.displays.find((d) => d.id === id);
}

/** The display a rectangle overlaps most, or undefined when it overlaps none. */
export function displayOverlapping(layout: ScreenLayout, rect: Rect): ScreenDisplay | undefined {
  let best: ScreenDisplay | undefined;
  let bestArea = 0;
  for (const display of layout.displays) {
    const area = intersectionArea(display.bounds, rect);
    if (area > bestArea) {
      best = display;
      bestArea = area;
    }
  }
  return best;
}

/** The display a rectangle belongs to: the one it overlaps most, else the nearest (like Electron's getDisplayMatching). */
export function displayMatching(layout: ScreenLayout, rect: Rect): ScreenDisplay {
  const overlapping = displayOverlapping(layout, rect);
  if (overlapping) return overlapping;
  let nearest = primaryDisplay(layout);
  for (const display of layout.displays) {
    if (centreDistance2(display.bounds, rect) < centreDistance2(nearest.bounds, rect)) nearest = display;
  }
  return nearest;
}
