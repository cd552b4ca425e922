/** This node's side of the internal channel (issue 33): signed requests to the node recording a
 *  camera or holding a segment's files, found by the leases and the nodes' advertised URLs in
 *  the shared database. */
import WebSocket from 'ws';
import { PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../shared/auth/loginApi';
import type { ClusterNodesRepository } from '../db/repositories/clusterNodes';
import { NODE_CREDENTIAL_HEADER, type NodeCredential } from './NodeCredential';

/** An internal request that takes longer than this fails (the other node is gone or stuck). */
const REQUEST_TIMEOUT_MS = 10_000;
/** How long a node's URL is kept before it is read again. */
const URL_CACHE_MS = 10_000;

export class NodeClient {
  private readonly urls = new Map<string, { url: string; readAt: number }>();

  constructor(
    readonly credential: NodeCredential,
    private readonly repository: ClusterNodesRepository,
  ) {}

  get nodeId(): string {
    return this.credential.nodeId;
  }

  /** The other node that records the camera now; undefined when none or this one does. */
  async holderOf(cameraId: string): Promise<string | undefined> {
    const holder = await this.repository.holderOf(cameraId);
    if (!holder || holder.nodeId === this.nodeId) return undefined;
    this.urls.set(holder.nodeId, { url: holder.url, readAt: Date.now() });
    return holder.nodeId;
  }

  /** A signed request to `nodeId`; throws when it fails or answers other than 2xx. */
  async request(nodeId: string, method: 'GET' | 'POST', path: string, body?: string): Promise<Buffer> {
    const base = await this.urlOf(nodeId);
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        [NODE_CREDENTIAL_HEADER]: await this.credential.sign(method, path, body ?? ''),
        [PREFLIGHT_HEADER]: PREFLIGHT_VALUE,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`Node ${nodeId} answered ${response.status} to ${method} ${path}`);
    return bytes;
  }

  /** A signed GET to `nodeId` whose body is read as it comes (a file of any size): the timeout
   *  holds until the answer's head only. Throws when it fails or answers other than 2xx. */
  async open(nodeId: string, path: string): Promise<Response> {
    const base = await this.urlOf(nodeId);
    const abort = new AbortController();
    const timer = setTimeout(
      () => abort.abort(new Error(`Node ${nodeId} did not answer GET ${path}`)),
      REQUEST_TIMEOUT_MS,
    );
    try {
      const response = await fetch(`${base}${path}`, {
        headers: {
          [NODE_CREDENTIAL_HEADER]: await this.credential.sign('GET', path, ''),
          [PREFLIGHT_HEADER]: PREFLIGHT_VALUE,
        },
        signal: abort.signal,
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`Node ${nodeId} answered ${response.status} to GET ${path}`);
      }
      return response;
    } finally {
      clearTimeout(timer);
    }
  }

  /** A signed WebSocket to `nodeId`. */
  async socket(nodeId: string, path: string): Promise<WebSocket> {
    const base = await this.urlOf(nodeId);
    return new WebSocket(`${base.replace(/^http/, 'ws')}${path}`, {
      headers: {
        [NODE_CREDENTIAL_HEADER]: await this.credential.sign('GET', path),
        [PREFLIGHT_HEADER]: PREFLIGHT_VALUE,
      },
      handshakeTimeout: REQUEST_TIMEOUT_MS,
      maxPayload: 16 * 1024 * 1024,
    });
  }

  private async urlOf(nodeId: string): Promise<string> {
    const kept = this.urls.get(nodeId);
    if (kept && Date.now() - kept.readAt < URL_CACHE_MS) return kept.url;
    const url = await this.repository.urlOf(nodeId);
    if (!url) throw new Error(`Node ${nodeId} is not known`);
    const base = url.replace(/\/+$/, '');
    this.urls.set(nodeId, { url: base, readAt: Date.now() });
    return base;
  }
}
