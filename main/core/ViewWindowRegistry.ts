/** Which views are open in separate windows, on which display, and what opening one more means. */
import type { OpenViewRequest, ViewWindow } from '../../shared/ipc';
import { type ScreenLayout, displayById } from './screenLayout';

export interface ViewWindowEntry {
  viewId: string;
  windowId: number;
  /** The display the view was opened or cast on (its home). */
  displayId: number;
}

export type OpenViewPlan =
  | { kind: 'create'; viewId: string; displayId: number }
  | { kind: 'move'; windowId: number; displayId: number }
  | { kind: 'focus'; windowId: number; displayId: number };

export class DisplayNotFoundError extends Error {
  constructor(displayId: number) {
    super(`Display ${displayId} is not connected`);
    this.name = 'DisplayNotFoundError';
  }
}

/** One window per view: the registry is the single source of truth the window manager follows. */
export class ViewWindowRegistry {
  private readonly entries = new Map<number, ViewWindowEntry>();

  /**
   * Opening a view that has no window creates one on the requested display (the caller's when
   * none is asked for). A view that already has a window is never opened twice: it is moved when
   * asked for another display, else focused.
   */
  plan(request: OpenViewRequest, callerDisplayId: number, layout: ScreenLayout): OpenViewPlan {
    const displayId = request.displayId ?? callerDisplayId;
    if (!displayById(layout, displayId)) throw new DisplayNotFoundError(displayId);
    const existing = this.byView(request.viewId);
    if (!existing) return { kind: 'create', viewId: request.viewId, displayId };
    if (request.displayId !== undefined && request.displayId !== existing.displayId) {
      return { kind: 'move', windowId: existing.windowId, displayId: request.displayId };
    }
    return { kind: 'focus', windowId: existing.windowId, displayId: existing.displayId };
  }

  add(entry: ViewWindowEntry): void {
    const other = this.byView(entry.viewId);
    if (other && other.windowId !== entry.windowId) {
      throw new Error(`View '${entry.viewId}' is already shown in window ${other.windowId}`);
    }
    this.entries.set(entry.windowId, { ...entry });
  }

  remove(windowId: number): ViewWindowEntry | undefined {
    const entry = this.entries.get(windowId);
    this.entries.delete(windowId);
    return entry;
  }

  setDisplay(windowId: number, displayId: number): void {
    const entry = this.entries.get(windowId);
    if (entry) entry.displayId = displayId;
  }

  byWindow(windowId: number): ViewWindowEntry | undefined {
    const entry = this.entries.get(windowId);
    return entry && { ...entry };
  }

  byView(viewId: string): ViewWindowEntry | undefined {
    for (const entry of this.entries.values()) if (entry.viewId === viewId) return { ...entry };
    return undefined;
  }

  all(): ViewWindowEntry[] {
    return [...this.entries.values()].map((entry) => ({ ...entry }));
  }

  /** What the renderer sees: view and display, in the order the windows were opened. */
  list(): ViewWindow[] {
    return this.all().map(({ viewId, displayId }) => ({ viewId, displayId }));
  }
}
