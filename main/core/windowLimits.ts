/** Sizes the desktop shell gives its windows. */
import type { Size } from './rect';

export interface WindowLimits {
  /** No window is made smaller than this (unless the work area itself is smaller). */
  min: Size;
  /** The size of a window with no saved bounds. */
  initial: Size;
}

export const MAIN_WINDOW_LIMITS: WindowLimits = Object.freeze({
  min: Object.freeze({ width: 800, height: 600 }),
  initial: Object.freeze({ width: 1600, height: 900 }),
});

export const VIEW_WINDOW_LIMITS: WindowLimits = Object.freeze({
  min: Object.freeze({ width: 480, height: 270 }),
  initial: Object.freeze({ width: 1280, height: 720 }),
});

/** Screen events come in bursts (a dock resizing, a monitor waking): act once they settle. */
export const DISPLAY_CHANGE_SETTLE_MS = 150;
