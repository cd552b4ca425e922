/** Spec 1 §4, the session as the console knows it: a reducer fed by the session check, the login
 *  family's answers (a LoggedIn answer says who is logged in, so nothing asks again whether the
 *  session exists), the user info's loads and logout. */
import type { LoginInfo } from '../../../shared/auth/loginApi';
import type { SessionStatus } from './SessionContext';
import type { UserInfo } from './sessionDocuments';

export interface SessionState {
  status: SessionStatus;
  /** The whole user info (GUIs, realms, visual configuration) once loaded; null otherwise. */
  info: UserInfo | null;
  /** What the login answer said (user, role, realm) while the rest of the user info loads. */
  login: LoginInfo | null;
  /** The location the logged-out answer was learnt at: a later logged-in path asks again. */
  locationKey: string | null;
}

export type SessionEvent =
  /** The session check answered: user info, or null for no session (401). */
  | { type: 'checked'; info: UserInfo | null; locationKey: string }
  /** Login, a changed password or a verified code answered LoggedIn. */
  | { type: 'loggedIn'; login: LoginInfo }
  /** The user info loaded, was refreshed, or a realm switch answered with it. */
  | { type: 'infoLoaded'; info: UserInfo }
  /** Logout here or in another tab, or the server closed the session. */
  | { type: 'loggedOut'; locationKey: string | null };

export const INITIAL_SESSION: SessionState = { status: 'checking', info: null, login: null, locationKey: null };

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'checked':
      // Only the first check, or one asked while logged out, may decide; a late answer may not
      // undo a login or logout that happened meanwhile.
      if (state.status === 'loggedIn') return state;
      return event.info
        ? { status: 'loggedIn', info: event.info, login: null, locationKey: event.locationKey }
        : { status: 'loggedOut', info: null, login: null, locationKey: event.locationKey };
    case 'loggedIn':
      return { status: 'loggedIn', info: null, login: event.login, locationKey: null };
    case 'infoLoaded':
      // A refresh landing after logout does not log back in.
      return state.status === 'loggedIn' ? { ...state, info: event.info, login: null } : state;
    case 'loggedOut':
      return { status: 'loggedOut', info: null, login: null, locationKey: event.locationKey };
  }
}

/** The gate asks the server whether a session exists: at the start, and when a logged-in path is
 *  opened while logged out (another tab may have logged in) — once per location. */
export function needsSessionCheck(state: SessionState, requiresSession: boolean, locationKey: string): boolean {
  return (
    state.status === 'checking' ||
    (state.status === 'loggedOut' && requiresSession && state.locationKey !== locationKey)
  );
}

/** Logged in by a login answer: the user info (GUIs, realms, visual configuration) still loads. */
export function needsUserInfo(state: SessionState): boolean {
  return state.status === 'loggedIn' && state.info === null;
}
