/** This platform as a node (issue 33): its identity always; on PostgreSQL, its registration and
 *  camera leases (the cluster); on SQLite none, it being the one node that records every camera. */
import { ClusterLinks, LeaseCoordinator, nodeIdentity, type NodeSettings } from '../cluster';
import type { DatabaseHandle } from '../db/database';
import { ClusterNodesRepository } from '../db/repositories/clusterNodes';
import type { Logger, ServerConfig } from '../kernel';

export interface ClusterNode {
  self: NodeSettings;
  repository: ClusterNodesRepository | undefined;
  leases: LeaseCoordinator | undefined;
  /** The internal channel to the other nodes (live relay, archive, PTZ). */
  links: ClusterLinks | undefined;
}

export function createClusterNode(config: ServerConfig, database: DatabaseHandle, log: Logger): ClusterNode {
  const { cluster } = config;
  const self: NodeSettings = {
    id: nodeIdentity(cluster.nodeId, config.dataDir),
    url: cluster.url,
    weight: cluster.weight,
    pinned: cluster.pinned,
  };
  if (database.kind !== 'postgres') return { self, repository: undefined, leases: undefined, links: undefined };
  const repository = new ClusterNodesRepository(database.db);
  return {
    self,
    repository,
    leases: new LeaseCoordinator(repository, self, log),
    links: new ClusterLinks(repository, self.id, log),
  };
}
