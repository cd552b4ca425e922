/** The cast state: which views are in separate windows, where they were cast, and where they are now. */
import type { CastView } from '../../../shared/ipc';
import type { Rect } from '../rect';
import type { ScreenLayout } from '../screenLayout';

/** One separate window showing one cast view. */
export interface CastWindow {
  /** The core's own name for the window (the host maps it to a real window); never reused. */
  key: number;
  viewId: string;
  /** The display the view was cast to. At most one cast window has a given home. */
  homeDisplayId: number;
  /** The display the window is on now (differs from home while home is disconnected or the user moved it). */
  displayId: number;
  /** Where the core last put the window or the host last reported it. */
  bounds: Rect;
  /** True while the window covers its home display's work area (cast to a display other than the main window's). */
  fillsHome: boolean;
}

export interface CastState {
  /** In the order the windows were opened. */
  readonly windows: readonly CastWindow[];
  readonly nextKey: number;
}

/** What the host must do to the real windows for a transition, in order. */
export type CastEffect =
  | { type: 'open'; key: number; viewId: string; bounds: Rect }
  /** Show another view in an open window (it loads /view/{viewId}). */
  | { type: 'show'; key: number; viewId: string }
  | { type: 'setBounds'; key: number; bounds: Rect }
  | { type: 'focus'; key: number }
  | { type: 'close'; key: number }
  /** A view left its separate window: the main window shows it again (and comes to the front if asked). */
  | { type: 'returnToMain'; viewId: string; focusMain: boolean };

/** What a transition needs to know about the world besides the state. */
export interface CastContext {
  layout: ScreenLayout;
  /** The display the main window sits mostly on (the primary one when there is no main window). */
  mainDisplayId: number;
}

export interface CastTransition {
  state: CastState;
  effects: CastEffect[];
}

export const EMPTY_CAST_STATE: CastState = Object.freeze({ windows: Object.freeze([]), nextKey: 1 });

export function castWindowOfView(state: CastState, viewId: string): CastWindow | undefined {
  return state.windows.find((w) => w.viewId === viewId);
}

export function castWindowByKey(state: CastState, key: number): CastWindow | undefined {
  return state.windows.find((w) => w.key === key);
}

/** The cast window whose home is the display (the one a new cast to that display reuses). */
export function castWindowHomedOn(state: CastState, displayId: number): CastWindow | undefined {
  return state.windows.find((w) => w.homeDisplayId === displayId);
}

/** What the renderer sees (spec 1 §3 View.inWindow, displayId, rect). */
export function castViews(state: CastState): CastView[] {
  return state.windows.map((w) => ({
    viewId: w.viewId,
    displayId: w.displayId,
    homeDisplayId: w.homeDisplayId,
    rect: { ...w.bounds },
  }));
}

/** Casting to a display that is not connected (spec-style readable message for the renderer). */
export class DisplayNotFoundError extends Error {
  constructor(displayId: number) {
    super(`Display ${displayId} is not connected`);
    this.name = 'DisplayNotFoundError';
  }
}
