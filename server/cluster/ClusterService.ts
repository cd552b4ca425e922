/** The Servers list (issue 33): the platform's nodes with their health and the cameras each records
 *  now. On PostgreSQL every node that registered, from the cluster tables; on SQLite the one node
 *  this process is, recording every camera it runs. */
import type { ClusterNodesRepository } from '../db/repositories/clusterNodes';
import type { DeviceRecord, DeviceRepository } from '../db/repositories/devices';
import { NODE_TIMEOUT_MS } from './clusterTimings';
import type { NodeSettings } from './LeaseCoordinator';
import { parsePinned } from './parsePinned';

export interface ClusterNodeView {
  id: string;
  url: string;
  weight: number;
  pinned: string[];
  /** Its failover group (VANTAGE_NODE_GROUP); null when none. */
  failoverGroup: string | null;
  startedAt: number;
  /** The last heartbeat (the database's clock); now for the single node. */
  heartbeatAt: number;
  /** Heartbeating within the cluster's timeout. */
  online: boolean;
  /** The node that answers this request. */
  self: boolean;
  /** The cameras of the asking realm it records now, by name. */
  cameras: Array<{ id: string; name: string }>;
}

/** A node as a console sees it: where to reconnect, nothing of its health or cameras. */
export interface ConsoleNodeView {
  id: string;
  url: string;
  self: boolean;
}

export class ClusterService {
  private readonly startedAt = Date.now();

  constructor(
    private readonly self: NodeSettings,
    private readonly devices: DeviceRepository,
    /** The cluster tables; undefined on SQLite (one node). */
    private readonly repository: ClusterNodesRepository | undefined,
    /** The cameras this process records now (the single node's list). */
    private readonly runningCameras: () => string[],
  ) {}

  /** Every node, this one first, then by id; cameras limited to the realm's and to `visible`. */
  async nodes(
    realmId: string,
    visible: (devices: DeviceRecord[]) => DeviceRecord[] = (devices) => devices,
  ): Promise<ClusterNodeView[]> {
    const cameras = visible((await this.devices.inRealm(realmId)).filter((d) => d.deviceType === 'camera'));
    const named = new Map(cameras.map((d) => [d.id, d.name]));
    const camerasOf = (ids: readonly string[]) =>
      ids.flatMap((id) => (named.has(id) ? [{ id, name: named.get(id) ?? id }] : [])).sort(byName);
    if (!this.repository) {
      const now = Date.now();
      return [
        {
          ...this.settings(),
          startedAt: this.startedAt,
          heartbeatAt: now,
          online: true,
          self: true,
          cameras: camerasOf(this.runningCameras()),
        },
      ];
    }
    const [{ now, nodes }, leases] = await Promise.all([this.repository.nodes(), this.repository.liveLeases()]);
    const views = nodes.map((node) => ({
      id: node.id,
      url: node.url,
      weight: node.weight,
      pinned: parsePinned(node.pinned),
      failoverGroup: node.failover_group,
      startedAt: node.started_at,
      heartbeatAt: node.heartbeat_at,
      online: now - node.heartbeat_at <= NODE_TIMEOUT_MS,
      self: node.id === this.self.id,
      cameras: camerasOf(leases.filter((l) => l.node_id === node.id).map((l) => l.camera_id)),
    }));
    return views.sort((a, b) => Number(b.self) - Number(a.self) || a.id.localeCompare(b.id));
  }

  /** The nodes a console may move to when its own stops answering: this one first, then every other
   *  node heartbeating within the cluster's timeout, by id (on SQLite only this one). */
  async consoleNodes(): Promise<ConsoleNodeView[]> {
    if (!this.repository) return [{ id: this.self.id, url: this.self.url, self: true }];
    const { now, nodes } = await this.repository.nodes();
    const others = nodes
      .filter((node) => node.id !== this.self.id && now - node.heartbeat_at <= NODE_TIMEOUT_MS)
      .map((node) => ({ id: node.id, url: node.url, self: false }))
      .sort((a, b) => a.id.localeCompare(b.id));
    return [{ id: this.self.id, url: this.self.url, self: true }, ...others];
  }

  private settings() {
    return {
      id: this.self.id,
      url: this.self.url,
      weight: this.self.weight,
      pinned: [...this.self.pinned],
      failoverGroup: this.self.group ?? null,
    };
  }
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
