/** Asks a node for the nodes a console may move to (issue 33, consoleNodes) and tells an answer
 *  from its absence: the desktop app's main process and the browser console both ask this way. */
import { AUTH_PATHS, PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../auth/loginApi';
import type { ConsoleNode } from './ConsoleFailover';

/** Between the end of one ask and the next. */
export const NODE_PROBE_EVERY_MS = 3_000;
/** An ask unanswered this long counts as no answer: a paused or cut-off node accepts the
 *  connection (its kernel does) but never replies. */
export const NODE_PROBE_TIMEOUT_MS = 2_500;

const CONSOLE_NODES_QUERY = '{ consoleNodes { id url } }';

/** The part of fetch this needs: the page's fetch, or Electron's session.fetch with the session's cookies. */
export type GraphqlFetch = (
  url: string,
  init: {
    method: 'POST';
    headers: Record<string, string>;
    body: string;
    credentials: 'include' | 'same-origin';
    signal: AbortSignal;
  },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/**
 * Asks a node for the console nodes. The list; undefined when the node answers but not with a list
 * (nobody signed in yet: it is alive all the same); throws when it does not answer — no connection,
 * a timeout, or a 5xx that a proxy in front of a dead node gives.
 */
export async function probeConsoleNodes(
  fetch: GraphqlFetch,
  origin: string,
  signal: AbortSignal,
  /** 'include' for Electron's session.fetch, which sends no cookie otherwise. */
  credentials: 'include' | 'same-origin' = 'same-origin',
): Promise<ConsoleNode[] | undefined> {
  const response = await fetch(`${origin}${AUTH_PATHS.graphql}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PREFLIGHT_HEADER]: PREFLIGHT_VALUE },
    body: JSON.stringify({ query: CONSOLE_NODES_QUERY }),
    credentials,
    signal,
  });
  if (response.status >= 500) throw new Error(`${origin} answered ${response.status}`);
  if (!response.ok) return undefined;
  const body = (await response.json()) as { data?: { consoleNodes?: unknown } } | null;
  const nodes = body?.data?.consoleNodes;
  if (!Array.isArray(nodes)) return undefined;
  return nodes.flatMap((n: unknown) => {
    const { id, url } = (n ?? {}) as Record<string, unknown>;
    return typeof id === 'string' && typeof url === 'string' && /^https?:\/\//.test(url) ? [{ id, url }] : [];
  });
}
