/** How nodes of a cluster prove to each other who is asking (issue 33): every internal request
 *  carries `<node>.<time>.<HMAC-SHA256 of node, time, method, path and body digest>` keyed by the
 *  cluster's key, which the first node made in the shared database. A console never holds the
 *  key, so it cannot reach another node's archive files or live relay, whatever it sends; a
 *  signature is good for its one request line for CREDENTIAL_WINDOW_MS (clock difference
 *  between machines included). */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The header an internal request is signed in. */
export const NODE_CREDENTIAL_HEADER = 'x-vantage-node';
/** How far a signature's time may lie from the checking node's clock. */
export const CREDENTIAL_WINDOW_MS = 30_000;

export class NodeCredential {
  constructor(
    readonly nodeId: string,
    /** The cluster's key (read once from the database, then kept). */
    private readonly key: () => Promise<string>,
  ) {}

  /** The header value for a request of this node. */
  async sign(method: string, path: string, body = '', now = Date.now()): Promise<string> {
    return `${this.nodeId}.${now}.${this.mac(await this.key(), this.nodeId, now, method, path, body)}`;
  }

  /** The node that signed the request, or undefined: no header, a forged or stale signature. */
  async verify(
    header: unknown,
    method: string,
    path: string,
    body = '',
    now = Date.now(),
  ): Promise<string | undefined> {
    if (typeof header !== 'string' || header.length > 300) return undefined;
    const match = /^([A-Za-z0-9._-]{1,64})\.(\d{1,15})\.([0-9a-f]{64})$/.exec(header);
    if (!match) return undefined;
    const [, nodeId, time, given] = match as unknown as [string, string, string, string];
    if (Math.abs(now - Number(time)) > CREDENTIAL_WINDOW_MS) return undefined;
    const expected = this.mac(await this.key(), nodeId, Number(time), method, path, body);
    return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex')) ? nodeId : undefined;
  }

  private mac(key: string, nodeId: string, time: number, method: string, path: string, body: string): string {
    const digest = createHash('sha256').update(body).digest('hex');
    return createHmac('sha256', key)
      .update(`${nodeId}\n${time}\n${method.toUpperCase()}\n${path}\n${digest}`)
      .digest('hex');
  }
}
