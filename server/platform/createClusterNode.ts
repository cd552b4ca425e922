/** This platform as a node (issue 33): its identity always; on PostgreSQL, its registration and
 *  camera leases (the cluster); on SQLite none, it being the one node that records every camera. */
import {
  ClusterJobs,
  ClusterLinks,
  LeaseCoordinator,
  LocalJobs,
  nodeIdentity,
  type NodeSettings,
  type OnceJobs,
} from '../cluster';
import type { DatabaseHandle } from '../db/database';
import { ClusterNodesRepository } from '../db/repositories/clusterNodes';
import { JobLeasesRepository } from '../db/repositories/jobLeases';
import type { Logger, ServerConfig } from '../kernel';

export interface ClusterNode {
  self: NodeSettings;
  repository: ClusterNodesRepository | undefined;
  leases: LeaseCoordinator | undefined;
  /** The internal channel to the other nodes (live relay, archive, PTZ). */
  links: ClusterLinks | undefined;
  /** The work done once per cluster: all of it here on SQLite, what its leases give it in a cluster. */
  jobs: OnceJobs;
}

export function createClusterNode(config: ServerConfig, database: DatabaseHandle, log: Logger): ClusterNode {
  const { cluster } = config;
  const self: NodeSettings = {
    id: nodeIdentity(cluster.nodeId, config.dataDir),
    url: cluster.url,
    weight: cluster.weight,
    pinned: cluster.pinned,
    ...(cluster.group && { group: cluster.group }),
  };
  if (database.kind !== 'postgres') {
    const jobs = new LocalJobs((message) => log.error(message));
    return { self, repository: undefined, leases: undefined, links: undefined, jobs };
  }
  const repository = new ClusterNodesRepository(database.db);
  return {
    self,
    repository,
    leases: new LeaseCoordinator(repository, self, log),
    links: new ClusterLinks(repository, self.id, log),
    jobs: new ClusterJobs(new JobLeasesRepository(database.db), self.id, log),
  };
}
