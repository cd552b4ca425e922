/** What the console needs from the shell it runs in; web.ts and desktop.ts implement it. */
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
