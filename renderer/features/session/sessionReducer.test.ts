import type { LoginInfo } from '../../../shared/auth/loginApi';
import { userInfo } from '../../testing/sessionFixtures';
import {
  INITIAL_SESSION,
  needsSessionCheck,
  needsUserInfo,
  type SessionEvent,
  sessionReducer,
  type SessionState,
} from './sessionReducer';

const INFO = userInfo();
const OTHER_REALM = userInfo({ realm: { id: 'demo-branch', name: 'Demo Branch' } });
const LOGIN: LoginInfo = {
  user: { id: 'u1', name: 'operator', isAdmin: false },
  role: 'operator',
  realm: { id: 'r1', name: 'Demo', type: 'DEFAULT' },
};

const loggedOut: SessionState = { status: 'loggedOut', info: null, login: null, locationKey: 'k1' };
const loggedIn: SessionState = { status: 'loggedIn', info: INFO, login: null, locationKey: 'k0' };
const justLoggedIn: SessionState = { status: 'loggedIn', info: null, login: LOGIN, locationKey: null };

describe('sessionReducer', () => {
  it.each<[string, SessionState, SessionEvent, SessionState]>([
    ['the first check finds a session', INITIAL_SESSION, { type: 'checked', info: INFO, locationKey: 'k0' }, loggedIn],
    [
      'the first check finds none (401)',
      INITIAL_SESSION,
      { type: 'checked', info: null, locationKey: 'k1' },
      loggedOut,
    ],
    [
      'a check while logged out finds another tab logged in',
      loggedOut,
      { type: 'checked', info: INFO, locationKey: 'k0' },
      loggedIn,
    ],
    [
      'a late check does not undo a login',
      justLoggedIn,
      { type: 'checked', info: null, locationKey: 'k2' },
      justLoggedIn,
    ],
    ['the login answer logs in at once', loggedOut, { type: 'loggedIn', login: LOGIN }, justLoggedIn],
    [
      'the user info completes a login',
      justLoggedIn,
      { type: 'infoLoaded', info: INFO },
      { ...justLoggedIn, info: INFO, login: null },
    ],
    [
      'a refresh or realm switch replaces the info',
      loggedIn,
      { type: 'infoLoaded', info: OTHER_REALM },
      { ...loggedIn, info: OTHER_REALM },
    ],
    ['a refresh landing after logout does not log back in', loggedOut, { type: 'infoLoaded', info: INFO }, loggedOut],
    [
      'logout forgets the user',
      loggedIn,
      { type: 'loggedOut', locationKey: 'k3' },
      { ...loggedOut, locationKey: 'k3' },
    ],
    [
      'logout while the info loads',
      justLoggedIn,
      { type: 'loggedOut', locationKey: null },
      { ...loggedOut, locationKey: null },
    ],
  ])('%s', (_, state, event, next) => {
    expect(sessionReducer(state, event)).toEqual(next);
  });
});

describe('what the gate asks the server', () => {
  it.each<[string, SessionState, boolean, string, boolean]>([
    ['checks at the start', INITIAL_SESSION, false, 'k0', true],
    ['checks a logged-in path opened while logged out', loggedOut, true, 'k2', true],
    ['checks that location once', loggedOut, true, 'k1', false],
    ['never checks a logged-out path', loggedOut, false, 'k2', false],
    ['never checks after a login answer', justLoggedIn, true, 'k2', false],
  ])('%s', (_, state, requiresSession, locationKey, check) => {
    expect(needsSessionCheck(state, requiresSession, locationKey)).toBe(check);
  });

  it('loads the user info only after a login answer', () => {
    expect([INITIAL_SESSION, loggedOut, loggedIn, justLoggedIn].map(needsUserInfo)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });
});
