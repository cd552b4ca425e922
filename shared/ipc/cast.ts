/** IPC contract of casting: views shown in separate windows on the displays (spec 1 §2.8, §3 View). */
import type { ChannelMap, Unsubscribe } from './contract';

/** A rectangle in screen pixels (Electron's Rectangle; spec 1 §3 View.rect). */
export interface ScreenRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A view cast to a display: it shows in a separate window (at /view/{viewId}) of its own. A view is
 * never in two windows, and a display holds at most one cast window.
 */
export interface CastView {
  viewId: string;
  /**
   * The display the window is on now (spec 1 §3 View.displayId). While the display it was cast to
   * is disconnected, the window waits on another display and this says which one.
   */
  displayId: number;
  /** The display the view was cast to; the window goes back there when that display is connected again. */
  homeDisplayId: number;
  /** The window's bounds now (spec 1 §3 View.rect). */
  rect: ScreenRect;
}

export interface CastRequest {
  viewId: string;
  /** A `Display.id` from `displays.list()`. */
  displayId: number;
}

export interface CastApi {
  /**
   * Casts a view to a display and resolves with where it now is. If the display already holds a
   * cast window, that window is reused and shows this view instead (the view it showed returns to
   * the main window); otherwise a window opens there. A view already cast elsewhere leaves its
   * old place (its window moves, or closes when the target window is reused). Casting a view to
   * where it already is only focuses its window. On the display of the main window the cast window
   * opens at a normal size so the main window stays reachable; elsewhere it covers the display's
   * work area. Rejects with 'Display {id} is not connected' for a display that is not in the list.
   */
  castView(request: CastRequest): Promise<CastView>;
  /**
   * Closes the view's separate window and asks the main window to show the view (the main window
   * receives `onDidReturnViewToMainWindow` and comes to the front). Resolves without doing anything
   * when the view is not cast.
   */
  returnViewToMainWindow(viewId: string): Promise<void>;
  /** The views cast now, in the order their windows opened. */
  list(): Promise<CastView[]>;
  /**
   * Fires in every console window with the whole list whenever a cast window opens, closes, shows
   * another view, changes display, or is moved or resized.
   */
  onDidChange(listener: (views: CastView[]) => void): Unsubscribe;
  /**
   * Fires in the main window with the id of a view that left its separate window: returned with
   * `returnViewToMainWindow`, its window closed by the user, or replaced by another view cast to
   * the same display. The main window shows the view again. Not fired when windows close because
   * of logout, quitting or a server change.
   */
  onDidReturnViewToMainWindow(listener: (viewId: string) => void): Unsubscribe;
}

export const CAST_CHANNELS = {
  castView: 'cast:castView',
  returnViewToMainWindow: 'cast:returnViewToMainWindow',
  list: 'cast:list',
  onDidChange: 'cast:didChange',
  onDidReturnViewToMainWindow: 'cast:didReturnViewToMainWindow',
} as const satisfies ChannelMap<'cast', CastApi>;
