/** IPC contract of session saving (spec 1 §2.7 'Save current session'), restore and logout. */
import type { CastView } from './cast';
import type { ChannelMap } from './contract';

/** Whose workspace the console shows: a saved session is restored only for the same user. */
export interface SessionOwner {
  realmId: string;
  userId: string;
}

export interface SessionApi {
  /** The 'Save current session' setting (spec 1 §2.7), kept by the desktop app; true until turned off. */
  getSaveEnabled(): Promise<boolean>;
  /**
   * Turns 'Save current session' on or off. Off forgets every saved session and stops saving, so
   * nothing is reopened at the next start; on saves the windows open now straight away.
   */
  setSaveEnabled(enabled: boolean): Promise<void>;
  /**
   * Call when the signed-in user's workspace shows in the main window (after login, licence, realm
   * and interface choice, or at start with a session still valid). When 'Save current session' is
   * on, main reopens the separate windows saved for this user on this server at the end of their
   * last session (on the displays they were on, or the primary one when those are gone), and from
   * then on saves the windows for this user whenever they change and when the app quits. Calling it
   * again for the same user does nothing more (so a separate window's console may call it too);
   * another user's call first ends the previous user's session as `didLogout` does. Resolves with
   * the views cast now.
   */
  restore(owner: SessionOwner): Promise<CastView[]>;
  /**
   * Main does not guess logout from navigation (the console also goes to / after login and on
   * reload), so the renderer says so.
   * Call when the session ends (logout, a session-close notice, another tab's logout): main saves
   * the user's windows for their next session, then closes every separate window. Windows closed
   * this way do not return their views to the main window.
   */
  didLogout(): Promise<void>;
}

export const SESSION_CHANNELS = {
  getSaveEnabled: 'session:getSaveEnabled',
  setSaveEnabled: 'session:setSaveEnabled',
  restore: 'session:restore',
  didLogout: 'session:didLogout',
} as const satisfies ChannelMap<'session', SessionApi>;
