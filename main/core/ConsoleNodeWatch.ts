/** The desktop app's watch on the node its windows show (issue 33): it asks that node every few
 *  seconds for the cluster's console nodes (consoleNodes, over the windows' own session) and, once
 *  the node has gone unanswered for FAILOVER_AFTER_MS, moves the windows to the next live node. */
import { AUTH_PATHS, PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../shared/auth/loginApi';
import { ConsoleFailover, type ConsoleNode } from '../../shared/cluster/ConsoleFailover';

/** Between the end of one ask and the next. */
export const NODE_PROBE_EVERY_MS = 3_000;
/** An ask unanswered this long counts as no answer: a paused or cut-off node accepts the
 *  connection (its kernel does) but never replies. */
export const NODE_PROBE_TIMEOUT_MS = 2_500;

const CONSOLE_NODES_QUERY = '{ consoleNodes { id url } }';

/** The part of fetch this needs; Electron's session.fetch (with the session's cookies) fits. */
export type GraphqlFetch = (
  url: string,
  init: {
    method: 'POST';
    headers: Record<string, string>;
    body: string;
    credentials: 'include';
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
): Promise<ConsoleNode[] | undefined> {
  const response = await fetch(`${origin}${AUTH_PATHS.graphql}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PREFLIGHT_HEADER]: PREFLIGHT_VALUE },
    body: JSON.stringify({ query: CONSOLE_NODES_QUERY }),
    credentials: 'include',
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

export interface ConsoleNodeWatchOptions {
  /** The node the windows show now. */
  origin: () => string;
  fetch: GraphqlFetch;
  /** Moves the windows from one node to another (the session cookie goes along). */
  moveTo(to: string, from: string): Promise<void>;
  now: () => number;
  /** Runs `run` after `ms`; returns what cancels it. */
  schedule(run: () => void, ms: number): () => void;
}

export class ConsoleNodeWatch {
  private failover: ConsoleFailover;
  private cancel: (() => void) | undefined;
  private stopped = true;

  constructor(private readonly options: ConsoleNodeWatchOptions) {
    this.failover = new ConsoleFailover(options.origin(), options.now);
  }

  start(): void {
    this.stopped = false;
    this.later();
  }

  stop(): void {
    this.stopped = true;
    this.cancel?.();
    this.cancel = undefined;
  }

  /** The user chose another server: what was known of the old one's cluster no longer holds. */
  reset(): void {
    this.failover = new ConsoleFailover(this.options.origin(), this.options.now);
  }

  /** The other nodes known now (for tests and the log). */
  others(): ConsoleNode[] {
    return this.failover.others();
  }

  /** One ask, and the move when the node is lost; the loop calls it, tests call it directly. */
  async probe(): Promise<void> {
    const failover = this.failover;
    try {
      const nodes = await probeConsoleNodes(
        this.options.fetch,
        failover.node,
        AbortSignal.timeout(NODE_PROBE_TIMEOUT_MS),
      );
      failover.answered(nodes);
    } catch {
      failover.failed();
    }
    const next = failover.next();
    if (!next || failover !== this.failover) return;
    const from = failover.node;
    failover.movedTo(next.url);
    await this.options.moveTo(next.url, from);
  }

  private later(): void {
    this.cancel = this.options.schedule(() => {
      this.probe()
        .catch(() => undefined)
        .finally(() => {
          if (!this.stopped) this.later();
        });
    }, NODE_PROBE_EVERY_MS);
  }
}
