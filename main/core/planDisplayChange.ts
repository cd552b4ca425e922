/** After the monitors change: which windows to move so none is lost, and cast windows go home. */
import { type Rect, centreIn, sameRect } from './rect';
import { type ScreenLayout, displayById, displayOverlapping, primaryDisplay } from './screenLayout';
import { fitOntoDisplay, fitSize } from './validateWindowBounds';
import type { WindowLimits } from './windowLimits';

export interface TrackedWindow {
  windowId: number;
  bounds: Rect;
  /** The display a view was cast to; null for windows that belong to no display (the main window). */
  homeDisplayId: number | null;
  /** True for windows that cover their home display's work area (a cast view). */
  fillsHome: boolean;
  limits: WindowLimits;
}

export interface WindowMove {
  windowId: number;
  bounds: Rect;
  displayId: number;
}

/** Where one window belongs in a layout, and the display that is then. */
export function placeWindow(window: TrackedWindow, layout: ScreenLayout): { bounds: Rect; displayId: number } {
  const home = window.homeDisplayId === null ? undefined : displayById(layout, window.homeDisplayId);
  if (home) {
    const bounds = window.fillsHome ? { ...home.workArea } : fitOntoDisplay(window.bounds, home, window.limits.min);
    return { bounds, displayId: home.id };
  }
  const overlapping = displayOverlapping(layout, window.bounds);
  if (overlapping)
    return { bounds: fitOntoDisplay(window.bounds, overlapping, window.limits.min), displayId: overlapping.id };
  // Off every display: back to the primary one, a filling window at its initial size (not covering the main window).
  const primary = primaryDisplay(layout);
  const size = fitSize(window.fillsHome ? window.limits.initial : window.bounds, primary.workArea, window.limits.min);
  return { bounds: centreIn(primary.workArea, size), displayId: primary.id };
}

/**
 * For each window: on its home display when that display exists (covering its work area if it
 * fills its home), otherwise on the display it overlaps most, otherwise centred on the primary
 * display; always wholly inside a work area. Only windows whose bounds change are returned, so a
 * cast view whose display was unplugged stays where it was put until that display comes back.
 */
export function planDisplayChange(windows: readonly TrackedWindow[], layout: ScreenLayout): WindowMove[] {
  const moves: WindowMove[] = [];
  for (const window of windows) {
    const { bounds, displayId } = placeWindow(window, layout);
    if (!sameRect(bounds, window.bounds)) moves.push({ windowId: window.windowId, bounds, displayId });
  }
  return moves;
}
