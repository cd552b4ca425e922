/** Owns the console's windows (the main one, one per separate view), placing them by main/core's rules. */
import { BrowserWindow, type IpcMainInvokeEvent, webContents } from 'electron';
import type { CurrentWindow, Display, OpenViewRequest, ViewWindow } from '../../shared/ipc';
import {
  DISPLAY_CHANGE_SETTLE_MS,
  type IpcCaller,
  MAIN_WINDOW_LIMITS,
  type ScreenDisplay,
  type ScreenLayout,
  type TrackedWindow,
  VIEW_WINDOW_LIMITS,
  ViewWindowRegistry,
  buildDisplayList,
  displayById,
  displayMatching,
  isServerUrl,
  planDisplayChange,
  sameDisplayList,
  validateWindowBounds,
  viewWindowUrl,
} from '../core';
import { createSecureWindow } from './createSecureWindow';
import { guardWebContents, showConnectionErrors } from './guardWebContents';
import { sendEvent } from './sendEvent';
import type { SettingsStore } from './settingsStore';

export interface WindowManagerOptions {
  preloadPath: string;
  serverOrigin: () => string;
  settings: SettingsStore;
  readLayout: () => ScreenLayout;
}

function alive(window: BrowserWindow | undefined | null): window is BrowserWindow {
  return window !== undefined && window !== null && !window.isDestroyed();
}

function focus(window: BrowserWindow): void {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

function load(window: BrowserWindow, url: string): void {
  // A failed load is shown by showConnectionErrors; the promise's rejection says nothing more.
  window.loadURL(url).catch(() => undefined);
}

export class WindowManager {
  private main: BrowserWindow | undefined;
  private readonly views = new ViewWindowRegistry();
  private published: Display[] = [];
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: WindowManagerOptions) {}

  /** Opens the main window at its saved place (validated), or focuses it if it is open. */
  openMainWindow(): BrowserWindow {
    if (alive(this.main)) {
      focus(this.main);
      return this.main;
    }
    const placement = validateWindowBounds(
      this.options.settings.mainWindowBounds(),
      this.options.readLayout(),
      MAIN_WINDOW_LIMITS,
    );
    const window = createSecureWindow({
      bounds: placement.rect,
      limits: MAIN_WINDOW_LIMITS,
      maximized: placement.maximized,
      preloadPath: this.options.preloadPath,
    });
    this.main = window;
    this.prepare(window, 'main');
    window.on('close', () => this.saveMainWindow(window));
    window.on('closed', () => {
      this.main = undefined;
      this.closeViewWindows();
    });
    load(window, `${this.options.serverOrigin()}/`);
    return window;
  }

  openView(caller: IpcCaller, request: OpenViewRequest): ViewWindow {
    const layout = this.options.readLayout();
    const callerDisplayId = displayMatching(layout, this.windowOf(caller.webContentsId).getBounds()).id;
    const plan = this.views.plan(request, callerDisplayId, layout);
    const display = displayById(layout, plan.displayId) as ScreenDisplay;
    if (plan.kind === 'create') {
      this.createViewWindow(plan.viewId, display);
    } else {
      const window = BrowserWindow.fromId(plan.windowId);
      if (alive(window)) {
        if (plan.kind === 'move') window.setBounds(display.workArea);
        focus(window);
      }
      this.views.setDisplay(plan.windowId, plan.displayId);
    }
    this.viewWindowsChanged();
    return { viewId: request.viewId, displayId: plan.displayId };
  }

  /** Closes the view's window and tells the main window to show the view; nothing if it has none. */
  returnViewToMainWindow(viewId: string): void {
    const entry = this.views.byView(viewId);
    if (!entry) return;
    this.views.remove(entry.windowId);
    BrowserWindow.fromId(entry.windowId)?.close();
    this.viewWindowsChanged();
    if (alive(this.main)) {
      sendEvent(this.main.webContents, 'windows', 'onDidReturnViewToMainWindow', viewId);
      focus(this.main);
    }
  }

  currentWindow(caller: IpcCaller): CurrentWindow {
    const window = this.windowOf(caller.webContentsId);
    const displayId = displayMatching(this.options.readLayout(), window.getBounds()).id;
    const entry = this.views.byWindow(window.id);
    return entry ? { kind: 'view', viewId: entry.viewId, displayId } : { kind: 'main', viewId: null, displayId };
  }

  listViewWindows(): ViewWindow[] {
    return this.views.list();
  }

  listDisplays(): Display[] {
    return buildDisplayList(this.options.readLayout(), this.windowRects());
  }

  /** IPC is answered only for our own windows' top frames showing the server's pages. */
  isTrustedSender(event: IpcMainInvokeEvent): boolean {
    const frame = event.senderFrame;
    return (
      frame !== null &&
      frame.parent === null &&
      this.ownWindow(event.sender.id) !== undefined &&
      isServerUrl(frame.url, this.options.serverOrigin())
    );
  }

  /** After a server change: separate windows belong to the old server's session, so they close. */
  reloadFromServer(): void {
    this.closeViewWindows();
    if (alive(this.main)) load(this.main, `${this.options.serverOrigin()}/`);
  }

  /** Displays were added, removed or changed: keep every window on a display, then tell the renderers. */
  handleScreenChange(): void {
    const layout = this.options.readLayout();
    for (const move of planDisplayChange(this.trackedWindows(), layout)) {
      BrowserWindow.fromId(move.windowId)?.setBounds(move.bounds);
    }
    this.publishDisplays(layout);
  }

  private createViewWindow(viewId: string, display: ScreenDisplay): void {
    const window = createSecureWindow({
      bounds: display.workArea,
      limits: VIEW_WINDOW_LIMITS,
      preloadPath: this.options.preloadPath,
    });
    const windowId = window.id;
    this.views.add({ viewId, windowId, displayId: display.id });
    this.prepare(window, 'view');
    window.on('closed', () => {
      if (this.views.remove(windowId)) this.viewWindowsChanged();
    });
    load(window, viewWindowUrl(this.options.serverOrigin(), viewId));
  }

  private prepare(window: BrowserWindow, kind: 'main' | 'view'): void {
    guardWebContents(window.webContents, { kind, serverOrigin: this.options.serverOrigin });
    showConnectionErrors(window.webContents, this.options.serverOrigin);
    const refresh = () => this.scheduleRefresh();
    window.on('move', refresh); // Linux and Windows, while moving
    window.on('moved', refresh); // Windows and macOS, once moved
    window.on('closed', refresh);
    refresh();
  }

  private windowOf(webContentsId: number): BrowserWindow {
    const window = this.ownWindow(webContentsId);
    if (!window) throw new Error(`No Vantage window has web contents ${webContentsId}`);
    return window;
  }

  private ownWindow(webContentsId: number): BrowserWindow | undefined {
    const contents = webContents.fromId(webContentsId);
    const window = contents ? BrowserWindow.fromWebContents(contents) : null;
    if (!alive(window)) return undefined;
    return window === this.main || this.views.byWindow(window.id) ? window : undefined;
  }

  private ownWindows(): BrowserWindow[] {
    const views = this.views.all().map((entry) => BrowserWindow.fromId(entry.windowId));
    return [this.main, ...views].filter(alive);
  }

  private windowRects() {
    return this.ownWindows().map((window) => window.getBounds());
  }

  private trackedWindows(): TrackedWindow[] {
    const tracked: TrackedWindow[] = [];
    const main = this.main;
    if (alive(main) && !main.isMaximized() && !main.isFullScreen()) {
      tracked.push({
        windowId: main.id,
        bounds: main.getBounds(),
        homeDisplayId: null,
        fillsHome: false,
        limits: MAIN_WINDOW_LIMITS,
      });
    }
    for (const entry of this.views.all()) {
      const window = BrowserWindow.fromId(entry.windowId);
      if (!alive(window) || window.isFullScreen()) continue;
      tracked.push({
        windowId: entry.windowId,
        bounds: window.getBounds(),
        homeDisplayId: entry.displayId,
        fillsHome: true,
        limits: VIEW_WINDOW_LIMITS,
      });
    }
    return tracked;
  }

  private closeViewWindows(): void {
    const entries = this.views.all();
    for (const entry of entries) {
      this.views.remove(entry.windowId);
      BrowserWindow.fromId(entry.windowId)?.close();
    }
    if (entries.length > 0) this.viewWindowsChanged();
  }

  private saveMainWindow(window: BrowserWindow): void {
    const rect = window.getNormalBounds();
    this.options.settings.setMainWindowBounds({
      rect,
      displayId: displayMatching(this.options.readLayout(), rect).id,
      maximized: window.isMaximized(),
    });
  }

  private viewWindowsChanged(): void {
    const list = this.views.list();
    for (const window of this.ownWindows()) sendEvent(window.webContents, 'windows', 'onDidChangeViewWindows', list);
    this.scheduleRefresh();
  }

  /** Window moves come in bursts; after they settle, a view dragged to another display is cast there. */
  private scheduleRefresh(): void {
    clearTimeout(this.refreshTimer);
    this.refreshTimer = setTimeout(() => {
      const layout = this.options.readLayout();
      let rehomed = false;
      for (const entry of this.views.all()) {
        const window = BrowserWindow.fromId(entry.windowId);
        if (!alive(window) || !displayById(layout, entry.displayId)) continue;
        const now = displayMatching(layout, window.getBounds()).id;
        if (now !== entry.displayId) {
          this.views.setDisplay(entry.windowId, now);
          rehomed = true;
        }
      }
      if (rehomed) this.viewWindowsChanged();
      this.publishDisplays(layout);
    }, DISPLAY_CHANGE_SETTLE_MS);
  }

  private publishDisplays(layout: ScreenLayout): void {
    const displays = buildDisplayList(layout, this.windowRects());
    if (sameDisplayList(displays, this.published)) return;
    this.published = displays;
    for (const window of this.ownWindows()) sendEvent(window.webContents, 'displays', 'onDidChangeDisplays', displays);
  }
}
