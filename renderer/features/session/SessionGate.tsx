/** The root route element: learns whether the browser has a session (user info, 401 allowed),
 *  keeps it fresh every SESSION_REFRESH_MS, ends it on sessionClose or another tab's logout,
 *  starts the client and UI state afresh in another realm, follows the hash rule and sets the
 *  window title '{product} - {realm name}'. */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useClient } from 'urql';
import { SESSION_REFRESH_MS } from '../../../shared/shell/constants';
import { authApi } from '../../api';
import { ALLOW_UNAUTHORIZED, useResetGraphql } from '../../graphql';
import { usePlatform } from '../../platform';
import { StateProvider } from '../../state';
import { useToast } from '../../ui';
import { hashAction } from './hashAction';
import { openLogoutChannel, type LogoutChannel } from './logoutChannel';
import { type Session, SessionContext, type SessionStatus } from './SessionContext';
import { SessionCloseSubscription, type UserInfo, UserInfoQuery } from './sessionDocuments';
import { requiresSession } from './sessionPaths';
import { SessionLoading } from './SessionLoading';

const CHECK = { requestPolicy: 'network-only', ...ALLOW_UNAUTHORIZED } as const;
const REFRESH = { requestPolicy: 'network-only' } as const;

interface Known {
  status: SessionStatus;
  info: UserInfo | null;
  /** The location the answer was learnt at: a later logged-in path while logged out asks again. */
  locationKey: string | null;
}

export function SessionGate() {
  const { t } = useTranslation();
  const client = useClient();
  const resetGraphql = useResetGraphql();
  const platform = usePlatform();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [known, setKnown] = useState<Known>({ status: 'checking', info: null, locationKey: null });
  const [generation, setGeneration] = useState(0);
  const checking = useRef<string | null>(null);
  const channel = useRef<LogoutChannel | null>(null);
  const locationKey = useRef(location.key);
  locationKey.current = location.key;

  const needsCheck =
    known.status === 'checking' ||
    (known.status === 'loggedOut' && requiresSession(location.pathname) && known.locationKey !== location.key);

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
        const info = result.data?.userInfo ?? null;
        setKnown({ status: info ? 'loggedIn' : 'loggedOut', info, locationKey: key });
      });
  }, [client, needsCheck, location.key]);

  /** Ends the session on this side: the logged-in pages leave, then the cache goes. */
  const endLocally = useCallback(
    async (callServer: boolean) => {
      // Known at the current location too: no session check may start here before '/' is reached.
      setKnown({ status: 'loggedOut', info: null, locationKey: locationKey.current });
      setGeneration((n) => n + 1);
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
    [navigate, platform, resetGraphql],
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

  // Spec 1 §4: refresh every 5 minutes; a 401 then reloads the page (the client does that).
  useEffect(() => {
    if (!loggedIn) return;
    const refresh = () =>
      void client
        .query(UserInfoQuery, {}, REFRESH)
        .toPromise()
        .then((result) => {
          const info = result.data?.userInfo;
          if (info) setKnown((current) => (current.status === 'loggedIn' ? { ...current, info } : current));
        });
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
    setGeneration((n) => n + 1);
  }, [realmId, resetGraphql]);

  const realmName = known.info?.realm.name;
  useEffect(() => {
    const product = t('app.productName');
    document.title = realmName ? t('app.windowTitle', { product, realm: realmName }) : product;
  }, [realmName, t]);

  const setInfo = useCallback(
    (info: UserInfo) => setKnown((current) => (current.status === 'loggedIn' ? { ...current, info } : current)),
    [],
  );

  const session = useMemo<Session>(
    () => ({ status: known.status, info: known.info, setInfo, logout }),
    [known.status, known.info, setInfo, logout],
  );

  return (
    <SessionContext.Provider value={session}>
      <StateProvider key={generation}>{needsCheck ? <SessionLoading /> : <Outlet />}</StateProvider>
    </SessionContext.Provider>
  );
}
