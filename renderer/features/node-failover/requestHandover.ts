/** Asks the console's own node for a session hand-over token (issue 33, shared/cluster/sessionHandover)
 *  through the same fetch the node watch asks with. */
import { AUTH_PATHS, PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../../shared/auth/loginApi';
import type { HandoverGrant } from '../../../shared/cluster/sessionHandover';
import type { GraphqlFetch } from '../../../shared/cluster/probeConsoleNodes';

/** A token and when, on the page's clock (performance.now), it stops being accepted. */
export interface HeldHandover {
  token: string;
  expiresAt: number;
}

/** The new token, or undefined when the node gives none (the session ended, an older platform). */
export async function requestHandover(
  fetch: GraphqlFetch,
  origin: string,
  signal: AbortSignal,
  now: () => number,
): Promise<HeldHandover | undefined> {
  const asked = now();
  const response = await fetch(`${origin}${AUTH_PATHS.handover}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PREFLIGHT_HEADER]: PREFLIGHT_VALUE },
    body: '{}',
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) return undefined;
  const grant = (await response.json()) as Partial<HandoverGrant> | null;
  if (typeof grant?.token !== 'string' || typeof grant.expiresInMs !== 'number') return undefined;
  // From when it was asked for: the node's clock started the lifetime no later than that.
  return { token: grant.token, expiresAt: asked + grant.expiresInMs };
}
