/** The separate windows of cast views: one hardened BrowserWindow per key the cast core hands out. */
import type { BrowserWindow } from 'electron';
import { type Rect, VIEW_WINDOW_LIMITS, viewWindowUrl } from '../core';
import { createSecureWindow } from './createSecureWindow';
import { guardWebContents, showConnectionErrors } from './guardWebContents';

export interface CastWindowsOptions {
  preloadPath: string;
  serverOrigin: () => string;
  /** A cast window closed that main did not close (its close button, the system). */
  onClosed(key: number): void;
  /** A cast window moved, was resized, opened or closed; the manager refreshes once they settle. */
  onChanged(): void;
}

function alive(window: BrowserWindow | undefined): window is BrowserWindow {
  return window !== undefined && !window.isDestroyed();
}

export function focusWindow(window: BrowserWindow): void {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

export function loadWindow(window: BrowserWindow, url: string): void {
  // A failed load is shown by showConnectionErrors; the promise's rejection says nothing more.
  window.loadURL(url).catch(() => undefined);
}

export class CastWindows {
  private readonly windows = new Map<number, BrowserWindow>();
  /** The view each window shows, to load it again from another node. */
  private readonly views = new Map<number, string>();

  constructor(private readonly options: CastWindowsOptions) {}

  open(key: number, viewId: string, bounds: Rect): void {
    const window = createSecureWindow({ bounds, limits: VIEW_WINDOW_LIMITS, preloadPath: this.options.preloadPath });
    this.windows.set(key, window);
    this.views.set(key, viewId);
    guardWebContents(window.webContents, { kind: 'view', serverOrigin: this.options.serverOrigin });
    showConnectionErrors(window.webContents, this.options.serverOrigin);
    const changed = () => this.options.onChanged();
    window.on('move', changed); // Linux and Windows, while moving
    window.on('moved', changed); // Windows and macOS, once moved
    window.on('resize', changed);
    window.on('resized', changed);
    window.on('closed', () => {
      if (this.windows.get(key) === window) {
        this.windows.delete(key);
        this.views.delete(key);
      }
      this.options.onClosed(key);
      changed();
    });
    loadWindow(window, viewWindowUrl(this.options.serverOrigin(), viewId));
    changed();
  }

  /** Another view in the same window: the page loads /view/{viewId} afresh. */
  show(key: number, viewId: string): void {
    const window = this.windows.get(key);
    this.views.set(key, viewId);
    if (alive(window)) loadWindow(window, viewWindowUrl(this.options.serverOrigin(), viewId));
  }

  /** The server changed under the windows (issue 33: their node was lost): each loads its view
   *  again from the server the windows are on now. */
  reloadViews(): void {
    for (const [key, window] of this.windows) {
      const viewId = this.views.get(key);
      if (alive(window) && viewId !== undefined) loadWindow(window, viewWindowUrl(this.options.serverOrigin(), viewId));
    }
  }

  setBounds(key: number, bounds: Rect): void {
    const window = this.windows.get(key);
    if (!alive(window)) return;
    if (window.isFullScreen()) window.setFullScreen(false);
    if (window.isMaximized()) window.unmaximize();
    window.setBounds(bounds);
  }

  focus(key: number): void {
    const window = this.windows.get(key);
    if (alive(window)) focusWindow(window);
  }

  /** Closes for certain (no beforeunload can keep it), so the window and the cast state never disagree. */
  close(key: number): void {
    const window = this.windows.get(key);
    this.windows.delete(key);
    this.views.delete(key);
    if (alive(window)) window.destroy();
  }

  bounds(key: number): Rect | undefined {
    const window = this.windows.get(key);
    return alive(window) ? window.getBounds() : undefined;
  }

  keyOf(window: BrowserWindow): number | undefined {
    for (const [key, candidate] of this.windows) if (candidate === window) return key;
    return undefined;
  }

  all(): BrowserWindow[] {
    return [...this.windows.values()].filter(alive);
  }
}
