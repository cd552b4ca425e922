/** Which node a console moves to when its own stops answering (issue 33: "a node loss reconnects its
 *  consoles to another node"): the nodes the platform listed (consoleNodes), how long the current
 *  one has gone unanswered, and the next node to try. Pure, on a clock it is given. */

/** Past this without an answer the node counts as lost: two asks in a row (NODE_PROBE_EVERY_MS)
 *  unanswered, not one, and about as long as the cluster takes to fail the node's cameras over
 *  (~6 s, docs/cluster.md), so the console is on a live node about when the cameras are. A node in a
 *  rolling restart may be left too; every node serves the same console and session. */
export const FAILOVER_AFTER_MS = 6_000;

export interface ConsoleNode {
  id: string;
  /** An origin: http(s)://host[:port]. */
  url: string;
}

/** The origin of a node URL, so `http://a:8080/` and `http://a:8080` are one node. */
export function nodeOrigin(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

export class ConsoleFailover {
  private nodes: ConsoleNode[] = [];
  private current: string;
  private lostSince: number | undefined;
  /** Nodes left or tried since the current loss began: tried again only once every other was. */
  private readonly tried = new Set<string>();

  constructor(
    current: string,
    private readonly now: () => number,
  ) {
    this.current = nodeOrigin(current);
  }

  /** The node the console is on. */
  get node(): string {
    return this.current;
  }

  /** The current node answered; with `nodes`, the platform's list (this node first). */
  answered(nodes?: readonly ConsoleNode[]): void {
    this.lostSince = undefined;
    this.tried.clear();
    if (nodes) this.nodes = nodes.map((n) => ({ id: n.id, url: nodeOrigin(n.url) }));
  }

  /** A request to the current node got no answer (refused, timed out, a gateway's 5xx). */
  failed(): void {
    this.lostSince ??= this.now();
  }

  /** How long the current node has gone unanswered; 0 while it answers. */
  lostFor(): number {
    return this.lostSince === undefined ? 0 : this.now() - this.lostSince;
  }

  /** The current node has gone unanswered for FAILOVER_AFTER_MS. */
  isLost(): boolean {
    return this.lostSince !== undefined && this.lostFor() >= FAILOVER_AFTER_MS;
  }

  /** Every listed node but the current one, in the platform's order. */
  others(): ConsoleNode[] {
    return this.nodes.filter((n) => n.url !== this.current);
  }

  /**
   * The node to move to: once the current one is lost, the first other listed node not tried since
   * the loss began (all tried: round again). Undefined while it answers, before the wait is over, or
   * when no other node is known — the console then keeps retrying where it is.
   */
  next(): ConsoleNode | undefined {
    if (!this.isLost()) return undefined;
    const others = this.others();
    return others.find((n) => !this.tried.has(n.url)) ?? others[0];
  }

  /** The console moved to `url`: the node it left is tried last, and the new node has the same wait
   *  to answer before the console moves on again. */
  movedTo(url: string): void {
    this.tried.add(this.current);
    this.current = nodeOrigin(url);
    this.tried.add(this.current);
    if (this.others().every((n) => this.tried.has(n.url))) {
      this.tried.clear();
      this.tried.add(this.current);
    }
    this.lostSince = this.now();
  }
}
