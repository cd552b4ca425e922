/** PTZ across the cluster (issue 33): locks held in the shared database, so a lock taken through
 *  one node refuses a lower-priority user on any other with the same rules and expiry as on one
 *  node (decidePtzLock on the database's clock), and commands on a dome another node runs carried
 *  out by that node over the internal channel, which also tells where that dome points now. */
import type { PtzLockRepository, PtzLockRow } from '../db/repositories/ptzLocks';
import type { PtzCommand, PtzLockState, PtzLockStore, PtzLockType, PtzLockWrite, RemoteDomes } from '../media';
import { CLUSTER_PATHS, clusterPath } from './clusterPaths';
import type { NodeClient } from './NodeClient';

export class ClusterPtzLocks implements PtzLockStore {
  constructor(private readonly repository: PtzLockRepository) {}

  change<T>(
    cameraId: string,
    decide: (current: PtzLockState | undefined, now: number) => PtzLockWrite<T>,
  ): Promise<{ result: T; now: number }> {
    return this.repository.change(cameraId, (row, now) => {
      const { write, result } = decide(row && stateOf(row), now);
      return { result, ...(write !== undefined && { write: write && rowOf(cameraId, write) }) };
    });
  }
}

export class ClusterDomes implements RemoteDomes {
  constructor(private readonly client: NodeClient) {}

  async runs(cameraId: string): Promise<boolean> {
    return (await this.client.holderOf(cameraId)) !== undefined;
  }

  async apply(cameraId: string, command: PtzCommand): Promise<{ pan: number }> {
    const nodeId = await this.client.holderOf(cameraId);
    if (!nodeId) throw new Error(`No node runs ${cameraId}`);
    const answer = await this.client.request(
      nodeId,
      'POST',
      clusterPath(CLUSTER_PATHS.ptz, { camera: cameraId }),
      JSON.stringify({ command }),
    );
    return JSON.parse(answer.toString()) as { pan: number };
  }

  async pan(cameraId: string): Promise<number | undefined> {
    const nodeId = await this.client.holderOf(cameraId);
    if (!nodeId) return undefined;
    const answer = await this.client.request(nodeId, 'GET', clusterPath(CLUSTER_PATHS.ptz, { camera: cameraId }));
    return (JSON.parse(answer.toString()) as { pan: number }).pan;
  }
}

const stateOf = (row: PtzLockRow): PtzLockState => ({
  type: row.type as PtzLockType,
  userId: row.user_id,
  userName: row.user_name,
  priority: row.priority,
  expiresAt: row.expires_at,
});

const rowOf = (cameraId: string, lock: PtzLockState): PtzLockRow => ({
  camera_id: cameraId,
  type: lock.type,
  user_id: lock.userId,
  user_name: lock.userName,
  priority: lock.priority,
  expires_at: lock.expiresAt,
});
