/** One GraphQL request of the wall display page (issue 30), over fetch with the platform's
 *  preflight header. The page has no session, so nothing here reloads on a refusal: the answer's
 *  first error becomes a WallRequestError the page reads (a revoked token, an expired code), and a
 *  platform out of reach a WallOfflineError it retries after. */
import { print } from 'graphql';
import type { TypedDocumentNode } from 'urql';
import { AUTH_PATHS, PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../../shared/auth/loginApi';

/** The platform refused the request; `message` is its wording. */
export class WallRequestError extends Error {}

/** The platform could not be reached (network, restart, 5xx). */
export class WallOfflineError extends Error {}

export async function wallRequest<Data, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  fetchImpl: typeof fetch = fetch,
): Promise<Data> {
  let response: Response;
  try {
    response = await fetchImpl(AUTH_PATHS.graphql, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/json', [PREFLIGHT_HEADER]: PREFLIGHT_VALUE },
      body: JSON.stringify({ query: print(document), variables }),
    });
  } catch (err) {
    throw new WallOfflineError((err as Error).message);
  }
  if (response.status >= 500) throw new WallOfflineError(`HTTP ${response.status}`);
  let body: { data?: Data | null; errors?: Array<{ message?: string }> };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new WallOfflineError(`HTTP ${response.status}`);
  }
  const error = body.errors?.[0];
  if (error || !body.data) throw new WallRequestError(error?.message ?? `HTTP ${response.status}`);
  return body.data;
}
