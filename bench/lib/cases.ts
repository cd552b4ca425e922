/** The measured requests: the health baseline, the userInfo query of a signed-in session, a device
 *  list, and login; userInfo and the device list again once the user holds 200 policies more. */
import { AUTH_PATHS, PREFLIGHT_HEADER, PREFLIGHT_VALUE, SESSION_COOKIE } from '../../shared/auth/loginApi';
import type { LoadCase } from './loadGenerator';

export const USER_INFO_QUERY =
  '{ userInfo { user { id name isAdmin } realm { id name } guis { id } userRealms { id name } } }';
export const CREDENTIALS = { username: 'admin', password: 'admin' };

export type CaseName = 'health' | 'userInfo' | 'deviceList' | 'login' | 'userInfo200Policies' | 'deviceList200Policies';

export const DEVICE_LIST_QUERY =
  '{ devicesByAspectTypes(types: ["Media", "Avatar"]) { id name deviceType healthStatus } }';

export interface Durations {
  warmupMs: number;
  /** Measured window per case. */
  measureMs: Record<CaseName, number>;
}

/** Concurrency per case; login is scrypt-bound (N=16384), so a few connections saturate the CPU. */
export const CONNECTIONS: Record<CaseName, number> = {
  health: 16,
  userInfo: 16,
  deviceList: 16,
  login: 4,
  userInfo200Policies: 16,
  deviceList200Policies: 16,
};

const JSON_HEADERS = { 'content-type': 'application/json', [PREFLIGHT_HEADER]: PREFLIGHT_VALUE };
const LOGIN_BODY = JSON.stringify(CREDENTIALS);
const USER_INFO_BODY = JSON.stringify({ query: USER_INFO_QUERY });
const DEVICE_LIST_BODY = JSON.stringify({ query: DEVICE_LIST_QUERY });

/** Logs in once and returns the `vantage_session=…` cookie pair the userInfo case sends. */
export async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}${AUTH_PATHS.login}`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: LOGIN_BODY,
  });
  const text = await response.text();
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`) && !c.endsWith('='));
  if (response.status !== 200 || !cookie) throw new Error(`Login failed: ${response.status} ${text}`);
  return cookie;
}

/** Asks userInfo once and checks the answer names the admin, so the load measures real work. */
export async function checkUserInfo(url: string, cookie: string): Promise<void> {
  const response = await fetch(`${url}${AUTH_PATHS.graphql}`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, cookie },
    body: USER_INFO_BODY,
  });
  const text = await response.text();
  const body = JSON.parse(text) as { data?: { userInfo?: { user?: { name?: string } } } };
  if (response.status !== 200 || body.data?.userInfo?.user?.name !== CREDENTIALS.username) {
    throw new Error(`userInfo did not answer for the admin: ${response.status} ${text}`);
  }
}

export function loadCases(cookie: string, durations: Durations, serverPid: number): Record<CaseName, LoadCase> {
  const timing = (name: CaseName) => ({
    connections: CONNECTIONS[name],
    warmupMs: durations.warmupMs,
    durationMs: durations.measureMs[name],
    serverPid,
  });
  const query = (name: CaseName, body: string): LoadCase => ({
    method: 'POST',
    path: AUTH_PATHS.graphql,
    headers: { ...JSON_HEADERS, cookie },
    body,
    // Mercurius answers some resolver failures with 200 and an errors array: those are errors too.
    check: (status, text) => (status !== 200 ? String(status) : text.includes('"errors"') ? 'graphql' : undefined),
    ...timing(name),
  });
  return {
    health: { method: 'GET', path: AUTH_PATHS.health, ...timing('health') },
    userInfo: query('userInfo', USER_INFO_BODY),
    deviceList: query('deviceList', DEVICE_LIST_BODY),
    userInfo200Policies: query('userInfo200Policies', USER_INFO_BODY),
    deviceList200Policies: query('deviceList200Policies', DEVICE_LIST_BODY),
    login: {
      method: 'POST',
      path: AUTH_PATHS.login,
      headers: JSON_HEADERS,
      body: LOGIN_BODY,
      check: (status, body) => (status !== 200 ? String(status) : body.includes('"LoggedIn"') ? undefined : 'status'),
      ...timing('login'),
    },
  };
}
