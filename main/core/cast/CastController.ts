/** Runs the cast state machine against real windows through a host (Electron's, or a test's). */
import type { CastRequest, CastView } from '../../../shared/ipc';
import type { Rect } from '../rect';
import { type ScreenLayout, displayMatching, primaryDisplay } from '../screenLayout';
import {
  type CastEffect,
  type CastState,
  type CastWindow,
  EMPTY_CAST_STATE,
  castViews,
  castWindowByKey,
  castWindowOfView,
} from './castModel';
import { type CastAction, type RestoredCast, castReducer } from './castReducer';

/** The windows the controller drives: BrowserWindows in the app, plain browser pages in a test. */
export interface CastHost {
  readLayout(): ScreenLayout;
  /** The main window's bounds; undefined when it is not open. */
  mainWindowBounds(): Rect | undefined;
  /** A cast window's bounds now; undefined when it is gone. */
  castWindowBounds(key: number): Rect | undefined;
  /** Opens a hardened window at /view/{viewId} with these bounds (shown when painted). */
  openCastWindow(key: number, viewId: string, bounds: Rect): void;
  /** Loads /view/{viewId} in an open cast window. */
  showView(key: number, viewId: string): void;
  setCastWindowBounds(key: number, bounds: Rect): void;
  focusCastWindow(key: number): void;
  closeCastWindow(key: number): void;
  /** Tells the main window to show a view that left its separate window (and to come forward if asked). */
  returnToMain(viewId: string, focusMain: boolean): void;
  /** Tells every console window the new list of cast views. */
  castsChanged(views: CastView[]): void;
}

function sameViews(a: readonly CastView[], b: readonly CastView[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export class CastController {
  private state: CastState = EMPTY_CAST_STATE;
  private published: CastView[] = [];
  private readonly listeners = new Set<(views: CastView[]) => void>();
  private readonly queue: CastAction[] = [];
  private running = false;

  constructor(private readonly host: CastHost) {}

  /** Casts a view (see CastApi.castView); throws DisplayNotFoundError for a display that is not connected. */
  cast(request: CastRequest): CastView {
    this.dispatch({ type: 'cast', viewId: request.viewId, displayId: request.displayId });
    return this.list().find((view) => view.viewId === request.viewId)!;
  }

  returnToMain(viewId: string): void {
    this.dispatch({ type: 'return', viewId });
  }

  /** The host saw a cast window close that the controller did not close. */
  windowClosed(key: number): void {
    this.dispatch({ type: 'windowClosed', key });
  }

  /** The host's windows have moved or been resized and settled: record where they are now. */
  windowsMoved(): void {
    this.dispatch({ type: 'windowsMoved', bounds: this.currentBounds() });
  }

  /** The displays changed: put every window on one and report where each really is. */
  displaysChanged(): void {
    this.dispatch({ type: 'displaysChanged', bounds: this.currentBounds() });
  }

  closeAll(): void {
    this.dispatch({ type: 'closeAll' });
  }

  restore(windows: readonly RestoredCast[]): void {
    this.dispatch({ type: 'restore', windows });
  }

  list(): CastView[] {
    return castViews(this.state);
  }

  windows(): readonly CastWindow[] {
    return this.state.windows;
  }

  windowByKey(key: number): CastWindow | undefined {
    return castWindowByKey(this.state, key);
  }

  windowOfView(viewId: string): CastWindow | undefined {
    return castWindowOfView(this.state, viewId);
  }

  /** Called with the new list after every change (the session keeper saves on it). */
  onDidChange(listener: (views: CastView[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The display the main window is on, or the primary one. */
  mainDisplayId(layout: ScreenLayout = this.host.readLayout()): number {
    const bounds = this.host.mainWindowBounds();
    return bounds ? displayMatching(layout, bounds).id : primaryDisplay(layout).id;
  }

  private currentBounds(): Map<number, Rect> {
    const bounds = new Map<number, Rect>();
    for (const window of this.state.windows) {
      const now = this.host.castWindowBounds(window.key);
      if (now) bounds.set(window.key, now);
    }
    return bounds;
  }

  /**
   * The state changes before the effects run, so events they cause (a window's 'closed') see the
   * new state; actions that arrive while effects run are queued and run after, and the renderers
   * hear of the result once.
   */
  private dispatch(action: CastAction): void {
    if (this.running) {
      this.queue.push(action);
      return;
    }
    this.running = true;
    try {
      this.step(action);
      for (let next = this.queue.shift(); next; next = this.queue.shift()) this.step(next);
    } finally {
      this.running = false;
      this.queue.length = 0;
    }
    const views = this.list();
    if (sameViews(views, this.published)) return;
    this.published = views;
    this.host.castsChanged(views);
    for (const listener of [...this.listeners]) listener(views);
  }

  private step(action: CastAction): void {
    const layout = this.host.readLayout();
    const transition = castReducer(this.state, action, { layout, mainDisplayId: this.mainDisplayId(layout) });
    this.state = transition.state;
    for (const effect of transition.effects) this.apply(effect);
  }

  private apply(effect: CastEffect): void {
    switch (effect.type) {
      case 'open':
        return this.host.openCastWindow(effect.key, effect.viewId, effect.bounds);
      case 'show':
        return this.host.showView(effect.key, effect.viewId);
      case 'setBounds':
        return this.host.setCastWindowBounds(effect.key, effect.bounds);
      case 'focus':
        return this.host.focusCastWindow(effect.key);
      case 'close':
        return this.host.closeCastWindow(effect.key);
      case 'returnToMain':
        return this.host.returnToMain(effect.viewId, effect.focusMain);
    }
  }
}
