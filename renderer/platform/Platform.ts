/** What the console needs from the shell it runs in; web.ts and desktop.ts implement it. */
import type { CastView, CurrentWindow, Display, Unsubscribe } from '../../shared/ipc';
import type { ViewCasting } from './ViewCasting';

export interface Platform {
  /** 'desktop' inside the Electron shell (the Enterprise UI), 'web' in a browser. */
  readonly kind: 'web' | 'desktop';
  /** Reloads the console from the server (spec 1 §7: an unauthorised response reloads the page). */
  reload(): void;
  /** Loads another page in place of the console (spec 1 §2.2: /redirect/{url}, hash handling). */
  replaceLocation(url: string): void;
  /** Desktop only (spec 1 §2.7): the 'Save current session' setting; absent in the browser. */
  readonly sessionSaving?: SessionSaving;
  /** Desktop only (spec 1 §2.8): casting a view to a display; absent in the browser. */
  readonly viewCasting?: ViewCasting;
  /**
   * Desktop only (spec 1 §2.2): the window this console runs in, known before the console mounts;
   * `kind: 'view'` is a separate window showing one view. Absent in the browser (and in the desktop
   * shell should main not answer, so the console then behaves as the main window).
   */
  readonly currentWindow?: CurrentWindow;
  /** Desktop only (spec 1 §3 Display): the displays the desktop shell can place windows on. */
  readonly displays?: Displays;
  /** Desktop only (spec 1 §2.8, §3 View inWindow/displayId/rect): the views shown in separate windows. */
  readonly separateWindows?: SeparateWindows;
  /** Desktop only: the desktop application itself (its version, the server it connects to). */
  readonly desktopApp?: DesktopApp;
}

/** The desktop shell's session saving: whether windows and views are restored on the next start. */
export interface SessionSaving {
  isEnabled(): Promise<boolean>;
  setEnabled(enabled: boolean): Promise<void>;
  /** The user's workspace shows: reopen the windows saved for this user (when saving is on). */
  restore(owner: { realmId: string; userId: string }): Promise<unknown>;
  /** The session ended (logout, session close, another tab's logout): save and close the windows. */
  didLogout(): Promise<void>;
}

/** The displays (monitors), kept fresh: the whole list again whenever one is added, removed or changes. */
export interface Displays {
  list(): Promise<Display[]>;
  onDidChange(listener: (displays: Display[]) => void): Unsubscribe;
}

/** The views cast to displays, each in a separate window of its own. */
export interface SeparateWindows {
  /** The views in separate windows now, in the order their windows opened. */
  list(): Promise<CastView[]>;
  /** The whole list again whenever a separate window opens, closes, moves or shows another view. */
  onDidChange(listener: (views: CastView[]) => void): Unsubscribe;
  /** Closes the view's separate window; the main window shows the view again. */
  returnViewToMainWindow(viewId: string): Promise<void>;
  /** In the main window: a view left its separate window and should show here. */
  onDidReturnViewToMainWindow(listener: (viewId: string) => void): Unsubscribe;
}

/** The desktop application: its version and the platform server it loads the console from. */
export interface DesktopApp {
  getVersion(): Promise<string>;
  getServerUrl(): Promise<string>;
  /** Stores another server origin and reloads every window from it. */
  setServerUrl(url: string): Promise<void>;
}
