/** Owns the console's windows (the main one, one per cast view), placing them by main/core's rules. */
import { BrowserWindow, type IpcMainInvokeEvent, webContents } from 'electron';
import type { CastRequest, CastView, CurrentWindow, Display, SessionOwner } from '../../shared/ipc';
import {
  CastController,
  DISPLAY_CHANGE_SETTLE_MS,
  type IpcCaller,
  MAIN_WINDOW_LIMITS,
  type ScreenLayout,
  SessionKeeper,
  type SessionStorage,
  buildDisplayList,
  displayMatching,
  isServerUrl,
  planDisplayChange,
  sameDisplayList,
  validateWindowBounds,
} from '../core';
import { CastWindows, focusWindow, loadWindow } from './CastWindows';
import { createSecureWindow } from './createSecureWindow';
import { guardWebContents, showConnectionErrors } from './guardWebContents';
import { sendEvent } from './sendEvent';
import type { SettingsStore } from './settingsStore';

export interface WindowManagerOptions {
  preloadPath: string;
  serverOrigin: () => string;
  settings: SettingsStore;
  sessionStorage: SessionStorage;
  readLayout: () => ScreenLayout;
  /** Where problems that must not stop the app are reported (a damaged session store). */
  warn?: (message: string) => void;
}

/** The page at `url` on node `from`, on node `to`; its root when it showed no page of `from` (the
 *  connection error page shown while `from` did not answer). */
function samePageOn(url: string, from: string, to: string): string {
  return url.startsWith(`${from}/`) ? `${to}${url.slice(from.length)}` : `${to}/`;
}

function alive(window: BrowserWindow | undefined | null): window is BrowserWindow {
  return window !== undefined && window !== null && !window.isDestroyed();
}

export class WindowManager {
  private main: BrowserWindow | undefined;
  private readonly castWindows: CastWindows;
  /** The cast state machine, driving the cast windows. */
  readonly casts: CastController;
  /** 'Save current session': saves the cast windows per user and restores them. */
  readonly session: SessionKeeper;
  private published: Display[] = [];
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: WindowManagerOptions) {
    this.castWindows = new CastWindows({
      preloadPath: options.preloadPath,
      serverOrigin: options.serverOrigin,
      onClosed: (key) => this.casts.windowClosed(key),
      onChanged: () => this.scheduleRefresh(),
    });
    const windows = this.castWindows;
    this.casts = new CastController({
      readLayout: options.readLayout,
      mainWindowBounds: () => (alive(this.main) ? this.main.getBounds() : undefined),
      castWindowBounds: (key) => windows.bounds(key),
      openCastWindow: (key, viewId, bounds) => windows.open(key, viewId, bounds),
      showView: (key, viewId) => windows.show(key, viewId),
      setCastWindowBounds: (key, bounds) => windows.setBounds(key, bounds),
      focusCastWindow: (key) => windows.focus(key),
      closeCastWindow: (key) => windows.close(key),
      returnToMain: (viewId, focusMain) => this.returnToMain(viewId, focusMain),
      castsChanged: (views) => {
        for (const window of this.ownWindows()) sendEvent(window.webContents, 'cast', 'onDidChange', views);
        this.scheduleRefresh();
      },
    });
    this.session = new SessionKeeper({
      storage: options.sessionStorage,
      casts: this.casts,
      readLayout: options.readLayout,
      serverOrigin: options.serverOrigin,
      warn: options.warn ?? ((message) => console.warn(`[session] ${message}`)),
    });
  }

  /** Opens the main window at its saved place (validated), or focuses it if it is open. */
  openMainWindow(): BrowserWindow {
    if (alive(this.main)) {
      focusWindow(this.main);
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
    guardWebContents(window.webContents, { kind: 'main', serverOrigin: this.options.serverOrigin });
    showConnectionErrors(window.webContents, this.options.serverOrigin);
    const refresh = () => this.scheduleRefresh();
    window.on('move', refresh);
    window.on('moved', refresh);
    window.on('close', () => this.saveMainWindow(window));
    window.on('closed', () => {
      this.main = undefined;
      // The app quits with its main window: the session is saved with the cast windows still in it.
      this.session.shutdown();
      this.casts.closeAll();
      refresh();
    });
    loadWindow(window, `${this.options.serverOrigin()}/`);
    refresh();
    return window;
  }

  castView(request: CastRequest): CastView {
    return this.casts.cast(request);
  }

  returnViewToMainWindow(viewId: string): void {
    this.casts.returnToMain(viewId);
  }

  listCasts(): CastView[] {
    return this.casts.list();
  }

  restoreSession(owner: SessionOwner): CastView[] {
    return this.session.restore(owner);
  }

  /** The user logged out: their windows are saved for next time and close. */
  didLogout(): void {
    this.session.didLogout();
  }

  currentWindow(caller: IpcCaller): CurrentWindow {
    const window = this.windowOf(caller.webContentsId);
    const displayId = displayMatching(this.options.readLayout(), window.getBounds()).id;
    const key = this.castWindows.keyOf(window);
    const cast = key === undefined ? undefined : this.casts.windowByKey(key);
    return cast ? { kind: 'view', viewId: cast.viewId, displayId } : { kind: 'main', viewId: null, displayId };
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

  /** After a server change: the user's session there ends (saved, windows closed) and the main window reloads. */
  reloadFromServer(): void {
    this.session.didLogout();
    if (alive(this.main)) loadWindow(this.main, `${this.options.serverOrigin()}/`);
  }

  /**
   * The console's node was lost and the windows are on another node now (issue 33): each window
   * shows the same page there — the main window its path, a cast window its view — with the
   * user's session, which every node of a cluster shares. Unlike a server change, nothing ends.
   */
  moveToServer(from: string): void {
    const to = this.options.serverOrigin();
    if (alive(this.main)) loadWindow(this.main, samePageOn(this.main.webContents.getURL(), from, to));
    this.castWindows.reloadViews();
  }

  /** Displays were added, removed or changed: keep every window on a display, then tell the renderers. */
  handleScreenChange(): void {
    const layout = this.options.readLayout();
    const main = this.main;
    if (alive(main) && !main.isMaximized() && !main.isFullScreen()) {
      const tracked = { windowId: main.id, bounds: main.getBounds(), homeDisplayId: null, fillsHome: false };
      for (const move of planDisplayChange([{ ...tracked, limits: MAIN_WINDOW_LIMITS }], layout)) {
        main.setBounds(move.bounds);
      }
    }
    this.casts.displaysChanged();
    this.publishDisplays(layout);
  }

  private returnToMain(viewId: string, focusMain: boolean): void {
    if (!alive(this.main)) return;
    sendEvent(this.main.webContents, 'cast', 'onDidReturnViewToMainWindow', viewId);
    if (focusMain) focusWindow(this.main);
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
    return window === this.main || this.castWindows.keyOf(window) !== undefined ? window : undefined;
  }

  private ownWindows(): BrowserWindow[] {
    return [this.main, ...this.castWindows.all()].filter(alive);
  }

  private windowRects() {
    return this.ownWindows().map((window) => window.getBounds());
  }

  private saveMainWindow(window: BrowserWindow): void {
    const rect = window.getNormalBounds();
    this.options.settings.setMainWindowBounds({
      rect,
      displayId: displayMatching(this.options.readLayout(), rect).id,
      maximized: window.isMaximized(),
    });
  }

  /** Window moves come in bursts; once they settle the cast windows' places are recorded and displays republished. */
  private scheduleRefresh(): void {
    clearTimeout(this.refreshTimer);
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = undefined;
      this.casts.windowsMoved();
      this.publishDisplays(this.options.readLayout());
    }, DISPLAY_CHANGE_SETTLE_MS);
  }

  private publishDisplays(layout: ScreenLayout): void {
    const displays = buildDisplayList(layout, this.windowRects());
    if (sameDisplayList(displays, this.published)) return;
    this.published = displays;
    for (const window of this.ownWindows()) sendEvent(window.webContents, 'displays', 'onDidChangeDisplays', displays);
  }
}
