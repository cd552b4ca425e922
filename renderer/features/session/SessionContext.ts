/** What the console knows about its session (spec 1 §3 Session) and what it can do with it. */
import { createContext, useContext } from 'react';
import type { LoginInfo } from '../../../shared/auth/loginApi';
import type { UserInfo } from './sessionDocuments';

export type SessionStatus = 'checking' | 'loggedIn' | 'loggedOut';

export interface Session {
  status: SessionStatus;
  /** The user info while logged in, else null. */
  info: UserInfo | null;
  /** Replaces the user info, e.g. with the answer of a realm switch. */
  setInfo(info: UserInfo): void;
  /** Logs out here and in the other tabs, then goes to '/' (spec 1 §4). */
  logout(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs the SessionGate above it');
  return session;
}

/** The user info of a logged-in page; the route guards make sure it exists there. */
export function useUserInfo(): UserInfo {
  const { info } = useSession();
  if (!info) throw new Error('useUserInfo() is for logged-in pages only');
  return info;
}

/** Tells the session that the login family answered LoggedIn (the auth pages feed it). */
export const DidLogInContext = createContext<((login: LoginInfo) => void) | null>(null);

export function useDidLogIn(): (login: LoginInfo) => void {
  const didLogIn = useContext(DidLogInContext);
  if (!didLogIn) throw new Error('useDidLogIn() needs the SessionGate above it');
  return didLogIn;
}
