/** A browser console carried to another node of the cluster signed in (issue 33). A page cannot
 *  take its HttpOnly session cookie to another origin, so while its node answers the console keeps
 *  a one-time hand-over token from it (replaced every HANDOVER_REFRESH_MS, good for
 *  HANDOVER_TTL_MS); the "Continue on" link of a lost node carries the newest one in its fragment
 *  (never sent to a server, a log or a Referer) to that node's HANDOVER_ROUTE, which trades it for a
 *  session of its own and opens the page the user was on. Every node keeps the sessions and tokens
 *  in PostgreSQL, so any node can take it. */

/** How long a token may be traded: the newest is at least this minus HANDOVER_REFRESH_MS and the
 *  node's FAILOVER_AFTER_MS old when the link shows, about 80 s for the user to follow it. */
export const HANDOVER_TTL_MS = 120_000;
/** How often a console whose node lists others asks for a new token (a tab keeps the newest). */
export const HANDOVER_REFRESH_MS = 30_000;
/** The console's page that trades a token for a session. */
export const HANDOVER_ROUTE = '/handover';

/** What the platform answers a request for a token with. */
export interface HandoverGrant {
  token: string;
  expiresInMs: number;
}

/** A console path to open: a path on this origin ('/…', never '//host' or '/\host'), else '/'. */
export function consolePath(to: string | null | undefined): string {
  return to && /^\/(?![/\\])/.test(to) ? to : '/';
}

/** The link to the same page on another node, through its hand-over page when a token is given. */
export function pageOnNode(
  page: { pathname: string; search: string; hash: string },
  nodeUrl: string,
  token?: string,
): string {
  const base = nodeUrl.replace(/\/+$/, '');
  const path = `${page.pathname}${page.search}${page.hash}`;
  if (!token) return `${base}${path}`;
  return `${base}${HANDOVER_ROUTE}#${new URLSearchParams({ token, to: path }).toString()}`;
}

/** The token and page a hand-over link carries in its fragment, or null when it carries no token. */
export function readHandover(hash: string): { token: string; to: string } | null {
  const fields = new URLSearchParams(hash.replace(/^#/, ''));
  const token = fields.get('token');
  return token ? { token, to: consolePath(fields.get('to')) } : null;
}
