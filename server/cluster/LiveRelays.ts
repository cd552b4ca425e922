/** Live video of cameras other nodes record (issue 33): a console's media socket on this node asks
 *  for a camera recorded elsewhere, and the stream is relayed from the node holding its lease over
 *  the internal channel (relayProtocol) into a LiveStream here. One relay per camera stream serves
 *  every viewer on this node; it closes once none has watched for RELAY_IDLE_MS, and ends its
 *  viewers' streams when the recording node stops sending (a failover: the consoles reconnect and
 *  are relayed from the camera's new node). The camera's metadata channel comes with its pictures
 *  (over the first of its relays, so a message arrives once), for this node's live viewers. */
import type { StreamNumber } from '../../shared/video/constants';
import type { Logger } from '../kernel/Logger';
import { LiveStream, type MetadataMark } from '../media';
import { CLUSTER_PATHS } from './clusterPaths';
import type { NodeClient } from './NodeClient';
import { receiveRelay } from './relayProtocol';

/** A relay nobody has watched for this long closes. */
const RELAY_IDLE_MS = 15_000;
/** A relay whose first init has not come within this gives up (the camera has no picture yet). */
const RELAY_OPEN_TIMEOUT_MS = 8_000;

interface Relay {
  nodeId: string;
  cameraId: string;
  live: LiveStream;
  ready: Promise<LiveStream | undefined>;
  /** Since when nobody watches it (Date.now()); undefined while watched. */
  idleSince?: number | undefined;
  close(): void;
}

export class LiveRelays {
  private readonly relays = new Map<string, Relay>();
  private readonly sweeper: NodeJS.Timeout;
  private deliverMark: ((cameraId: string, mark: MetadataMark) => void) | undefined;

  constructor(
    private readonly client: NodeClient,
    private readonly log: Logger,
  ) {
    this.sweeper = setInterval(() => {
      const now = Date.now();
      for (const relay of [...this.relays.values()]) {
        if (relay.live.viewerCount > 0) relay.idleSince = undefined;
        else if (now - (relay.idleSince ??= now) >= RELAY_IDLE_MS) relay.close();
      }
    }, RELAY_IDLE_MS / 3);
    this.sweeper.unref();
  }

  /** The camera's live edge relayed from the node recording it; undefined when no other node does
   *  or it has no picture to give. */
  async open(cameraId: string, stream: StreamNumber): Promise<LiveStream | undefined> {
    const nodeId = await this.client.holderOf(cameraId);
    if (!nodeId) return undefined;
    const key = `${cameraId}/${stream}`;
    let relay = this.relays.get(key);
    if (relay && relay.nodeId !== nodeId) {
      relay.close();
      relay = undefined;
    }
    if (!relay) {
      relay = this.connect(key, nodeId, cameraId, stream);
      this.relays.set(key, relay);
    }
    return relay.ready;
  }

  /** Where the relayed cameras' metadata messages go (this node's metadata channel). */
  onMarks(deliver: (cameraId: string, mark: MetadataMark) => void): void {
    this.deliverMark = deliver;
  }

  stop(): void {
    clearInterval(this.sweeper);
    for (const relay of [...this.relays.values()]) relay.close();
  }

  private connect(key: string, nodeId: string, cameraId: string, stream: StreamNumber): Relay {
    const live = new LiveStream();
    let socket: Awaited<ReturnType<NodeClient['socket']>> | undefined;
    let settle: (value: LiveStream | undefined) => void = () => undefined;
    const ready = new Promise<LiveStream | undefined>((resolve) => {
      settle = resolve;
    });
    const timeout = setTimeout(() => relay.close(), RELAY_OPEN_TIMEOUT_MS);
    timeout.unref();
    let closed = false;
    const relay: Relay = {
      nodeId,
      cameraId,
      live,
      ready,
      close: () => {
        if (closed) return;
        closed = true;
        clearTimeout(timeout);
        if (this.relays.get(key) === relay) this.relays.delete(key);
        socket?.close();
        settle(undefined);
        live.end();
      },
    };
    const path = `${CLUSTER_PATHS.live}?camera=${encodeURIComponent(cameraId)}&stream=${stream}&marks=1`;
    // The camera's messages are the same on each of its streams' relays: the first one open gives them.
    const mark = (received: MetadataMark) => {
      const first = [...this.relays.values()].find((r) => r.cameraId === cameraId);
      if (first === relay) this.deliverMark?.(cameraId, received);
    };
    this.client
      .socket(nodeId, path)
      .then((opened) => {
        socket = opened;
        if (closed) return opened.close();
        opened.on('message', (data: Buffer, isBinary: boolean) => {
          try {
            if (!receiveRelay(live, data, isBinary, mark)) return relay.close();
          } catch {
            return relay.close();
          }
          if (live.init) {
            clearTimeout(timeout);
            settle(live);
          }
        });
        opened.on('close', () => relay.close());
        opened.on('error', (err) => {
          this.log.warn(`cluster: live relay of ${cameraId}/${stream} from ${nodeId} failed: ${err.message}`);
          relay.close();
        });
      })
      .catch((err: Error) => {
        this.log.warn(`cluster: live relay of ${cameraId}/${stream} from ${nodeId} failed: ${err.message}`);
        relay.close();
      });
    return relay;
  }
}
