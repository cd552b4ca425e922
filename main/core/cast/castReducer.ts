/** The cast state machine: each action gives the next state and the window effects that get there. */
import { placeWindow } from '../planDisplayChange';
import { type Rect, centreIn, sameRect } from '../rect';
import { type ScreenDisplay, type ScreenLayout, displayById, displayMatching } from '../screenLayout';
import { fitSize } from '../validateWindowBounds';
import { VIEW_WINDOW_LIMITS } from '../windowLimits';
import {
  type CastContext,
  type CastEffect,
  type CastState,
  type CastTransition,
  type CastWindow,
  DisplayNotFoundError,
  castWindowByKey,
  castWindowHomedOn,
  castWindowOfView,
} from './castModel';

/** A cast window to reopen (from a saved session), already placed on the current displays. */
export interface RestoredCast {
  viewId: string;
  homeDisplayId: number;
  displayId: number;
  bounds: Rect;
  fillsHome: boolean;
}

export type CastAction =
  /** The operator casts a view to a display. */
  | { type: 'cast'; viewId: string; displayId: number }
  /** The operator returns a view from its separate window to the main window. */
  | { type: 'return'; viewId: string }
  /** A cast window was closed from outside (its close button, the system). */
  | { type: 'windowClosed'; key: number }
  /** Cast windows were moved or resized (by the user or the system) and have settled there. */
  | { type: 'windowsMoved'; bounds: ReadonlyMap<number, Rect> }
  /** The displays changed (context.layout is the new layout); bounds are where the windows are now. */
  | { type: 'displaysChanged'; bounds: ReadonlyMap<number, Rect> }
  /** Logout, quit or a server change: every cast window closes, no view returns to the main window. */
  | { type: 'closeAll' }
  /** Reopen saved cast windows; views already cast and displays already holding one are skipped. */
  | { type: 'restore'; windows: readonly RestoredCast[] };

/** The bounds of a window cast onto a display: its work area, or the initial view-window size centred on it. */
export function castBounds(display: ScreenDisplay, fillsHome: boolean): Rect {
  if (fillsHome) return { ...display.workArea };
  return centreIn(display.workArea, fitSize(VIEW_WINDOW_LIMITS.initial, display.workArea, VIEW_WINDOW_LIMITS.min));
}

function replace(state: CastState, window: CastWindow): CastState {
  return { ...state, windows: state.windows.map((w) => (w.key === window.key ? window : w)) };
}

function without(state: CastState, key: number): CastState {
  return { ...state, windows: state.windows.filter((w) => w.key !== key) };
}

/** A window put back on its home display (when it was moved off it), with the effect that does it. */
function backHome(window: CastWindow, home: ScreenDisplay): { window: CastWindow; effects: CastEffect[] } {
  if (window.displayId === home.id) return { window, effects: [] };
  const bounds = castBounds(home, window.fillsHome);
  return {
    window: { ...window, displayId: home.id, bounds },
    effects: [{ type: 'setBounds', key: window.key, bounds }],
  };
}

function cast(state: CastState, viewId: string, displayId: number, context: CastContext): CastTransition {
  const display = displayById(context.layout, displayId);
  if (!display) throw new DisplayNotFoundError(displayId);
  const current = castWindowOfView(state, viewId);
  const there = castWindowHomedOn(state, displayId);

  // Already cast there: bring it home if it strayed, and focus it.
  if (current && there && current.key === there.key) {
    const home = backHome(current, display);
    return { state: replace(state, home.window), effects: [...home.effects, { type: 'focus', key: current.key }] };
  }

  // The display holds another view's window: it shows this view now, the other one goes back to the main window.
  if (there) {
    const home = backHome({ ...there, viewId }, display);
    let next = replace(state, home.window);
    const effects: CastEffect[] = [];
    if (current) {
      next = without(next, current.key);
      effects.push({ type: 'close', key: current.key });
    }
    effects.push(
      { type: 'show', key: there.key, viewId },
      ...home.effects,
      { type: 'focus', key: there.key },
      { type: 'returnToMain', viewId: there.viewId, focusMain: false },
    );
    return { state: next, effects };
  }

  const fillsHome = displayId !== context.mainDisplayId;
  const bounds = castBounds(display, fillsHome);

  // Cast elsewhere, and the display is free: its window moves there.
  if (current) {
    const moved: CastWindow = { ...current, homeDisplayId: displayId, displayId, bounds, fillsHome };
    return {
      state: replace(state, moved),
      effects: [
        { type: 'setBounds', key: current.key, bounds },
        { type: 'focus', key: current.key },
      ],
    };
  }

  // Not cast, display free: a new window there.
  const key = state.nextKey;
  const opened: CastWindow = { key, viewId, homeDisplayId: displayId, displayId, bounds, fillsHome };
  return {
    state: { windows: [...state.windows, opened], nextKey: key + 1 },
    effects: [{ type: 'open', key, viewId, bounds }],
  };
}

function returnView(state: CastState, viewId: string): CastTransition {
  const window = castWindowOfView(state, viewId);
  if (!window) return { state, effects: [] };
  return {
    state: without(state, window.key),
    effects: [
      { type: 'close', key: window.key },
      { type: 'returnToMain', viewId, focusMain: true },
    ],
  };
}

function windowClosed(state: CastState, key: number): CastTransition {
  const window = castWindowByKey(state, key);
  if (!window) return { state, effects: [] };
  return { state: without(state, key), effects: [{ type: 'returnToMain', viewId: window.viewId, focusMain: false }] };
}

/** How far (px) a window's edges may be from a work area's and still count as covering it (maximised frames overhang). */
export const COVER_TOLERANCE_PX = 16;

/** True when a window covers the area, give or take a frame. */
export function coversArea(bounds: Rect, area: Rect): boolean {
  return (
    Math.abs(bounds.x - area.x) <= COVER_TOLERANCE_PX &&
    Math.abs(bounds.y - area.y) <= COVER_TOLERANCE_PX &&
    Math.abs(bounds.x + bounds.width - (area.x + area.width)) <= COVER_TOLERANCE_PX &&
    Math.abs(bounds.y + bounds.height - (area.y + area.height)) <= COVER_TOLERANCE_PX
  );
}

/**
 * A window the user moved records where it is now. Moved mostly onto another display that no
 * other cast window calls home, it is cast there (its home follows it, and it fills it only if it
 * covers it). A window whose home is disconnected keeps that home: it goes back when the display
 * returns, so moving it while it waits elsewhere (as the core itself does) re-casts nothing.
 */
function windowsMoved(state: CastState, moved: ReadonlyMap<number, Rect>, layout: ScreenLayout): CastTransition {
  let next = state;
  for (const window of state.windows) {
    const bounds = moved.get(window.key);
    if (!bounds) continue;
    const now = displayMatching(layout, bounds);
    const updated: CastWindow = { ...window, bounds: { ...bounds }, displayId: now.id };
    if (displayById(layout, window.homeDisplayId)) {
      const owner = castWindowHomedOn(next, now.id);
      if (owner === undefined || owner.key === window.key) {
        updated.homeDisplayId = now.id;
        updated.fillsHome = coversArea(bounds, now.workArea);
      }
    }
    next = replace(next, updated);
  }
  return { state: next, effects: [] };
}

/**
 * After the displays change every window is on a display: at home when home is connected (covering
 * it if it fills it), else where the system left it (clamped onto that display), else centred on
 * the primary display. Its displayId then names the display it is really on.
 */
function displaysChanged(state: CastState, current: ReadonlyMap<number, Rect>, layout: ScreenLayout): CastTransition {
  const effects: CastEffect[] = [];
  const windows = state.windows.map((window) => {
    const bounds = current.get(window.key) ?? window.bounds;
    const placed = placeWindow(
      {
        windowId: window.key,
        bounds,
        homeDisplayId: window.homeDisplayId,
        fillsHome: window.fillsHome,
        limits: VIEW_WINDOW_LIMITS,
      },
      layout,
    );
    if (!sameRect(placed.bounds, bounds)) effects.push({ type: 'setBounds', key: window.key, bounds: placed.bounds });
    return { ...window, bounds: placed.bounds, displayId: placed.displayId };
  });
  return { state: { ...state, windows }, effects };
}

function closeAll(state: CastState): CastTransition {
  return {
    state: { ...state, windows: [] },
    effects: state.windows.map((w): CastEffect => ({ type: 'close', key: w.key })),
  };
}

function restore(state: CastState, windows: readonly RestoredCast[]): CastTransition {
  let next = state;
  const effects: CastEffect[] = [];
  for (const saved of windows) {
    if (castWindowOfView(next, saved.viewId) || castWindowHomedOn(next, saved.homeDisplayId)) continue;
    const key = next.nextKey;
    next = { windows: [...next.windows, { key, ...saved, bounds: { ...saved.bounds } }], nextKey: key + 1 };
    effects.push({ type: 'open', key, viewId: saved.viewId, bounds: { ...saved.bounds } });
  }
  return { state: next, effects };
}

/** Pure: never changes its arguments. Throws DisplayNotFoundError when casting to a display that is not connected. */
export function castReducer(state: CastState, action: CastAction, context: CastContext): CastTransition {
  switch (action.type) {
    case 'cast':
      return cast(state, action.viewId, action.displayId, context);
    case 'return':
      return returnView(state, action.viewId);
    case 'windowClosed':
      return windowClosed(state, action.key);
    case 'windowsMoved':
      return windowsMoved(state, action.bounds, context.layout);
    case 'displaysChanged':
      return displaysChanged(state, action.bounds, context.layout);
    case 'closeAll':
      return closeAll(state);
    case 'restore':
      return restore(state, action.windows);
  }
}
