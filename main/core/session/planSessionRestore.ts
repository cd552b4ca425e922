/** Where a saved session's cast windows reopen, given the displays connected now. */
import type { RestoredCast } from '../cast/castReducer';
import { castBounds } from '../cast/castReducer';
import { type Rect, centreIn, sameRect } from '../rect';
import { type ScreenDisplay, type ScreenLayout, primaryDisplay } from '../screenLayout';
import { clampIntoArea, fitOntoDisplay, fitSize } from '../validateWindowBounds';
import { VIEW_WINDOW_LIMITS } from '../windowLimits';
import type { SavedDisplay, SavedSession } from './savedSession';

/** Each further window landing on the primary display sits this much lower and to the right. */
export const RESTORE_CASCADE_PX = 32;

/**
 * Saved display ids → displays connected now: the same id, else (the system renumbered it) the
 * one display at exactly the saved position and size that no other saved display claims by id.
 */
export function matchSavedDisplays(saved: readonly SavedDisplay[], layout: ScreenLayout): Map<number, ScreenDisplay> {
  const matches = new Map<number, ScreenDisplay>();
  const claimed = new Set<number>();
  for (const display of saved) {
    const same = layout.displays.find((d) => d.id === display.id);
    if (same) {
      matches.set(display.id, same);
      claimed.add(same.id);
    }
  }
  for (const display of saved) {
    if (matches.has(display.id)) continue;
    const candidates = layout.displays.filter((d) => !claimed.has(d.id) && sameRect(d.bounds, display.bounds));
    if (candidates.length === 1) {
      matches.set(display.id, candidates[0]!);
      claimed.add(candidates[0]!.id);
    }
  }
  return matches;
}

/** The saved bounds moved along with their display (when it now sits elsewhere), then fitted onto it. */
function onDisplay(bounds: Rect, savedOrigin: Rect | undefined, display: ScreenDisplay): Rect {
  const dx = savedOrigin ? display.bounds.x - savedOrigin.x : 0;
  const dy = savedOrigin ? display.bounds.y - savedOrigin.y : 0;
  return fitOntoDisplay({ ...bounds, x: bounds.x + dx, y: bounds.y + dy }, display, VIEW_WINDOW_LIMITS.min);
}

/**
 * A window whose home display is connected goes home: covering its work area when it filled it,
 * else at its saved place there (clamped). One whose home is gone keeps that home (it goes there
 * if the display comes back) and waits where it waited when saved, if that display is here, else
 * on the primary display, centred and cascaded, never larger than its work area.
 */
export function planSessionRestore(session: SavedSession, layout: ScreenLayout): RestoredCast[] {
  const matches = matchSavedDisplays(session.displays, layout);
  const savedBounds = new Map(session.displays.map((d) => [d.id, d.bounds]));
  const primary = primaryDisplay(layout);
  let onPrimary = 0;
  return session.windows.map((window): RestoredCast => {
    const { viewId, fillsHome } = window;
    const home = matches.get(window.homeDisplayId);
    if (home) {
      let bounds: Rect;
      if (fillsHome) bounds = { ...home.workArea };
      else if (window.displayId === window.homeDisplayId) {
        bounds = onDisplay(window.bounds, savedBounds.get(window.homeDisplayId), home);
      } else bounds = castBounds(home, false);
      return { viewId, homeDisplayId: home.id, displayId: home.id, bounds, fillsHome };
    }
    const waiting = window.displayId !== window.homeDisplayId ? matches.get(window.displayId) : undefined;
    if (waiting) {
      const bounds = onDisplay(window.bounds, savedBounds.get(window.displayId), waiting);
      return { viewId, homeDisplayId: window.homeDisplayId, displayId: waiting.id, bounds, fillsHome };
    }
    const area = primary.workArea;
    const size = fitSize(fillsHome ? VIEW_WINDOW_LIMITS.initial : window.bounds, area, VIEW_WINDOW_LIMITS.min);
    const centred = centreIn(area, size);
    const step = RESTORE_CASCADE_PX * onPrimary++;
    const bounds = clampIntoArea({ ...centred, x: centred.x + step, y: centred.y + step }, size, area);
    return { viewId, homeDisplayId: window.homeDisplayId, displayId: primary.id, bounds, fillsHome };
  });
}
