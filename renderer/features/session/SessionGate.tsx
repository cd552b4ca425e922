/** The root route element: learns whether the browser has a session (user info, 401 allowed) or
 *  is told by the login answer, keeps it fresh every SESSION_REFRESH_MS, ends it on sessionClose
 *  or another tab's logout, starts the client and UI state afresh after logout and in another
 *  realm, follows the hash rule and sets the window title '{product} - {realm name}'. */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { type Client, useClient } from 'urql';
import type { LoginInfo } from '../../../shared/auth/loginApi';
import { SESSION_REFRESH_MS } from '../../../shared/shell/constants';
import { authApi } from '../../api';
import { ALLOW_UNAUTHORIZED, useResetGraphql } from '../../graphql';
import { usePlatform } from '../../platform';
import { StateProvider } from '../../state';
import { useToast } from '../../ui';
import { hashAction } from './hashAction';
import { openLogoutChannel, type LogoutChannel } from './logoutChannel';
import { DidLogInContext, type Session, SessionContext } from './SessionContext';
import { SessionCloseSubscription, type UserInfo, UserInfoQuery } from './sessionDocuments';
import { requiresSession } from './sessionPaths';
import { SessionLoading } from './SessionLoading';
import { INITIAL_SESSION, needsSessionCheck, needsUserInfo, type SessionEvent, sessionReducer } from './sessionReducer';

const CHECK = { requestPolicy: 'network-only', ...ALLOW_UNAUTHORIZED } as const;
const REFRESH = { requestPolicy: 'network-only' } as const;

/** Reads the user info afresh (after a login answer and every refresh period); a 401 reloads. */
function refreshUserInfo(client: Client, dispatch: (event: SessionEvent) => void): Promise<void> {
  return client
    .query(UserInfoQuery, {}, REFRESH)
    .toPromise()
    .then((result) => {
      const info = result.data?.userInfo;
      if (info) dispatch({ type: 'infoLoaded', info });
    });
}

export function SessionGate() {
  const { t } = useTranslation();
  const client = useClient();
  const resetGraphql = useResetGraphql();
  const platform = usePlatform();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [known, dispatch] = useReducer(sessionReducer, INITIAL_SESSION);
  const [generation, setGeneration] = useState(0);
  const checking = useRef<string | null>(null);
  const channel = useRef<LogoutChannel | null>(null);
  const locationKey = useRef(location.key);
  locationKey.current = location.key;
  const needsCheck = needsSessionCheck(known, requiresSession(useMatches()), location.key);
  const loadInfo = needsUserInfo(known);

  useEffect(() => {
    if (!needsCheck || checking.current === location.key) return;
    const key = location.key;
    checking.current = key;
    void client
      .query(UserInfoQuery, {}, CHECK)
      .toPromise()
      .then((result) => {
        if (checking.current !== key) return;
        checking.current = null;
        dispatch({ type: 'checked', info: result.data?.userInfo ?? null, locationKey: key });
      });
  }, [client, needsCheck, location.key]);

  // Logged in by a login answer: the rest of the user info (GUIs, realms, visual configuration)
  // loads as a refresh does (a 401 reloads the page).
  useEffect(() => {
    if (loadInfo) void refreshUserInfo(client, dispatch);
  }, [client, loadInfo]);

  /** The one reset path of UI state: logout and a realm change both start a new store. */
  const resetUiState = useCallback(() => setGeneration((n) => n + 1), []);

  /** Ends the session on this side: the logged-in pages leave, then the cache goes. */
  const endLocally = useCallback(
    async (callServer: boolean) => {
      // Known at the current location too: no session check may start here before '/' is reached.
      dispatch({ type: 'loggedOut', locationKey: locationKey.current });
      resetUiState();
      void navigate('/', { replace: true });
      // Desktop: main saves the user's windows and closes them (logged only on failure).
      platform.sessionSaving?.didLogout().catch((error: unknown) => console.warn('Session save failed', error));
      if (callServer) {
        const result = await authApi.logout();
        // Spec 1 §8: logout-side failures are logged only.
        if (!result.ok) console.warn('Logout failed', result.error);
      }
      resetGraphql();
    },
    [navigate, platform, resetGraphql, resetUiState],
  );

  const logout = useCallback(async () => {
    await endLocally(true);
    channel.current?.post();
  }, [endLocally]);

  // Another tab logged out: the cookie is gone, so only this tab's state has to follow.
  useEffect(() => {
    const opened = openLogoutChannel(() => void endLocally(false));
    channel.current = opened;
    return () => {
      opened.close();
      channel.current = null;
    };
  }, [endLocally]);

  const loggedIn = known.status === 'loggedIn';
  const didLogIn = useCallback((login: LoginInfo) => dispatch({ type: 'loggedIn', login }), []);

  // Spec 1 §4: refresh every 5 minutes; a 401 then reloads the page (the client does that).
  useEffect(() => {
    if (!loggedIn) return;
    const refresh = () => void refreshUserInfo(client, dispatch);
    const timer = setInterval(refresh, SESSION_REFRESH_MS);
    window.addEventListener('online', refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', refresh);
    };
  }, [client, loggedIn]);

  // Spec 1 §7: the server says the session ended (expired or terminated).
  useEffect(() => {
    if (!loggedIn) return;
    const { unsubscribe } = client.subscription(SessionCloseSubscription, {}).subscribe((result) => {
      const reason = result.data?.sessionClose.reason;
      if (!reason) return;
      toast(t(reason === 'SESSION_EXPIRED' ? 'session.expired' : 'session.terminated'), 'info');
      void endLocally(false);
    });
    return unsubscribe;
  }, [client, loggedIn, endLocally, toast, t]);

  // Spec 1 §2.2: hash handling.
  useEffect(() => {
    const action = hashAction(location);
    if (action.kind === 'navigate') void navigate(action.path, { replace: true });
    if (action.kind === 'reload') platform.replaceLocation(action.url);
  }, [location, navigate, platform]);

  // Another realm (a realm switch here, or in another tab, seen by the refresh): everything cached
  // and subscribed belongs to the old realm, so the client starts afresh, as does the UI state.
  const realmId = known.info?.realm.id;
  const shownRealm = useRef(realmId);
  useEffect(() => {
    const previous = shownRealm.current;
    shownRealm.current = realmId;
    if (previous === undefined || realmId === undefined || previous === realmId) return;
    resetGraphql();
    resetUiState();
  }, [realmId, resetGraphql, resetUiState]);

  const realmName = (known.info ?? known.login)?.realm.name;
  useEffect(() => {
    const product = t('app.productName');
    document.title = realmName ? t('app.windowTitle', { product, realm: realmName }) : product;
  }, [realmName, t]);

  const setInfo = useCallback((info: UserInfo) => dispatch({ type: 'infoLoaded', info }), []);

  const session = useMemo<Session>(
    () => ({ status: known.status, info: known.info, setInfo, logout }),
    [known.status, known.info, setInfo, logout],
  );

  return (
    <SessionContext.Provider value={session}>
      <DidLogInContext.Provider value={didLogIn}>
        <StateProvider key={generation}>{needsCheck || loadInfo ? <SessionLoading /> : <Outlet />}</StateProvider>
      </DidLogInContext.Provider>
    </SessionContext.Provider>
  );
}
