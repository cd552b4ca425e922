/** The browser console's watch on its node (issue 33): it asks the node it was opened from for the
 *  cluster's console nodes every few seconds and says when the node has gone unanswered for
 *  FAILOVER_AFTER_MS, with the other nodes it listed while it answered. While there are others it
 *  keeps a session hand-over token from the node, renewed every HANDOVER_REFRESH_MS, for the
 *  links to them (shared/cluster/sessionHandover). */
import { useEffect, useState } from 'react';
import { ConsoleFailover, type ConsoleNode } from '../../../shared/cluster/ConsoleFailover';
import { HANDOVER_REFRESH_MS } from '../../../shared/cluster/sessionHandover';
import {
  type GraphqlFetch,
  NODE_PROBE_EVERY_MS,
  NODE_PROBE_TIMEOUT_MS,
  probeConsoleNodes,
} from '../../../shared/cluster/probeConsoleNodes';
import { type HeldHandover, requestHandover } from './requestHandover';

export interface NodeFailoverState {
  /** The node the page came from has not answered for FAILOVER_AFTER_MS. */
  lost: boolean;
  /** Whole seconds it has not answered. */
  lostForS: number;
  /** The other nodes it listed while it answered. */
  others: ConsoleNode[];
  /** The newest hand-over token the node gave, if any. */
  handover?: HeldHandover;
}

const ANSWERING: NodeFailoverState = { lost: false, lostForS: 0, others: [] };

/** One function for the page's life: the watch starts over whenever its fetch changes. */
const pageFetch: GraphqlFetch = (url, init) => window.fetch(url, init);

export function useNodeFailover(enabled: boolean, fetch: GraphqlFetch = pageFetch): NodeFailoverState {
  const [state, setState] = useState(ANSWERING);
  useEffect(() => {
    if (!enabled) return;
    const now = () => performance.now();
    const failover = new ConsoleFailover(window.location.origin, now);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let handover: HeldHandover | undefined;
    let askedForHandoverAt = -Infinity;
    const ask = async () => {
      const abort = new AbortController();
      const timeout = setTimeout(() => abort.abort(), NODE_PROBE_TIMEOUT_MS);
      let answered = false;
      try {
        failover.answered(await probeConsoleNodes(fetch, failover.node, abort.signal));
        answered = true;
      } catch {
        failover.failed();
      }
      if (answered && failover.others().length > 0 && now() - askedForHandoverAt >= HANDOVER_REFRESH_MS) {
        askedForHandoverAt = now();
        // A token not given this time leaves the last one, good until it expires.
        handover = (await requestHandover(fetch, failover.node, abort.signal, now).catch(() => undefined)) ?? handover;
      }
      clearTimeout(timeout);
      if (stopped) return;
      const lost = failover.isLost();
      setState({
        lost,
        lostForS: lost ? Math.floor(failover.lostFor() / 1000) : 0,
        others: failover.others(),
        handover,
      });
      timer = setTimeout(() => void ask(), NODE_PROBE_EVERY_MS);
    };
    timer = setTimeout(() => void ask(), 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [enabled, fetch]);
  return enabled ? state : ANSWERING;
}
