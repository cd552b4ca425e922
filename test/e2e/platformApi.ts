// Calls to the platform's API from the test runner in a page's session (its cookies), with the
// preflight header the console sends: GraphQL, and events raised through the alert-log REST family
// as an outside system raises them.
//
// Each call has a connection of its own. Playwright's API client keeps idle connections for
// reuse without a limit of its own, and the platform closes one idle for 10 s
// (server/http/httpTimeouts.ts): a call written to a connection the platform was closing came back
// as `read ECONNRESET` in a loaded CI run, where a browser would have sent it again.
import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import { PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../shared/auth/loginApi';

const HEADERS = { [PREFLIGHT_HEADER]: PREFLIGHT_VALUE, connection: 'close' };

/** A page (its session) or a request context of the test's own. */
type Caller = Page | APIRequestContext;

const requestOf = (caller: Caller): APIRequestContext => ('request' in caller ? caller.request : caller);

/** Posts JSON to a platform path (or URL); the answer is the caller's to judge. */
export function postToPlatform(
  caller: Caller,
  url: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<APIResponse> {
  return requestOf(caller).post(url, { headers: { ...HEADERS, ...headers }, data });
}

/** Gets a platform path (or URL). */
export function getFromPlatform(caller: Caller, url: string): Promise<APIResponse> {
  return requestOf(caller).get(url, { headers: HEADERS });
}

/** Runs a GraphQL operation; any error in the answer fails the test.
 *  `origin` names a platform other than the page's base URL's. */
export async function graphql<T>(
  caller: Caller,
  query: string,
  variables: Record<string, unknown> = {},
  origin = '',
): Promise<T> {
  const response = await postToPlatform(caller, `${origin}/api/graphql`, { query, variables });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

export interface RaisedEvent {
  message: string;
  /** The devices that saw it (cameras, sensors). */
  witnesses: string[];
  /** The event asks for an acknowledgement, which starts an alarm (spec 3 §2.5). */
  needAck?: boolean;
  /** When it happened, ms since the epoch; the platform's clock when absent. */
  triggeredAt?: number;
  realm?: string;
}

/** Raises an event through the alert-log REST family (spec 3 §7.4) and expects it taken. */
export async function raiseEvent(page: Page, event: RaisedEvent): Promise<void> {
  const { message, witnesses, needAck = false, triggeredAt, realm = 'demo-hq' } = event;
  const response = await postToPlatform(page, `/elog-restful/api/v2/alertlog/event?roleid=${realm}`, {
    message,
    ...(triggeredAt !== undefined && { triggeredAt }),
    eventType: 'Alert',
    witnesses,
    metadata: needAck ? [{ key: 'ACK-REQUIRE', class: 'SENSOR', value: '1' }] : [],
  });
  expect(response.status()).toBe(201);
}
