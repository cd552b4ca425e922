/** A signed-in console session for the browser benches: REST login into a realm, the licence
 *  accepted through GraphQL, the session cookie handed to a browser context, and the GraphQL calls
 *  the benches prepare their data with. */
import type { BrowserContext } from '@playwright/test';
import {
  AUTH_PATHS,
  type LoginResponse,
  PREFLIGHT_HEADER,
  PREFLIGHT_VALUE,
  SESSION_COOKIE,
} from '../../shared/auth/loginApi';

export interface ConsoleSession {
  serverUrl: string;
  userId: string;
  realmId: string;
  /** The vantage_session cookie's value. */
  token: string;
  graphql<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

export async function signIn(
  serverUrl: string,
  user: string,
  password: string,
  realmId: string,
): Promise<ConsoleSession> {
  const response = await fetch(`${serverUrl}${AUTH_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PREFLIGHT_HEADER]: PREFLIGHT_VALUE },
    body: JSON.stringify({ username: user, password, realmid: realmId }),
  });
  const body = (await response.json()) as LoginResponse;
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const token = cookie?.split(';')[0]?.slice(SESSION_COOKIE.length + 1);
  if (!response.ok || body.status !== 'LoggedIn' || !token) {
    throw new Error(`Login as ${user} failed: ${response.status} ${JSON.stringify(body)}`);
  }
  const graphql = async <T>(query: string, variables?: Record<string, unknown>): Promise<T> => {
    const answer = await fetch(`${serverUrl}${AUTH_PATHS.graphql}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [PREFLIGHT_HEADER]: PREFLIGHT_VALUE,
        cookie: `${SESSION_COOKIE}=${token}`,
      },
      body: JSON.stringify({ query, variables }),
    });
    const result = (await answer.json()) as { data?: T; errors?: unknown };
    if (!answer.ok || result.errors || !result.data) {
      throw new Error(`GraphQL ${query.slice(0, 60)}…: ${answer.status} ${JSON.stringify(result.errors)}`);
    }
    return result.data;
  };
  await graphql('mutation { acceptLicence { __typename } }');
  return { serverUrl, userId: body.info.user.id, realmId: body.info.realm.id, token, graphql };
}

/** The session's cookie in a browser context, so the console opens signed in. */
export async function shareSession(context: BrowserContext, session: ConsoleSession): Promise<void> {
  await context.addCookies([
    { name: SESSION_COOKIE, value: session.token, url: session.serverUrl, httpOnly: true, sameSite: 'Strict' },
  ]);
}

/** The first recorded time (ms) of a camera (any of its streams), or null without archive. */
export async function archiveStart(session: ConsoleSession, cameraId: string): Promise<number | null> {
  const data = await session.graphql<{ archiveBoundary: { boundary: number | null } }>(
    'query($ids: [ID!]!) { archiveBoundary(ids: $ids, startTime: 0, find: NEXT) { boundary } }',
    { ids: [cameraId] },
  );
  return data.archiveBoundary.boundary;
}
