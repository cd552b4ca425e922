/** The desktop app's watch on the node its windows show (issue 33): it asks that node every few
 *  seconds for the cluster's console nodes (consoleNodes, over the windows' own session) and, once
 *  the node has gone unanswered for FAILOVER_AFTER_MS, moves the windows to the next live node. */
import { ConsoleFailover, type ConsoleNode } from '../../shared/cluster/ConsoleFailover';
import {
  type GraphqlFetch,
  NODE_PROBE_EVERY_MS,
  NODE_PROBE_TIMEOUT_MS,
  probeConsoleNodes,
} from '../../shared/cluster/probeConsoleNodes';

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
        // Electron's session.fetch sends the session's cookies only when told to.
        'include',
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
