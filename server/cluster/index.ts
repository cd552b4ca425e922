/** server/cluster's entry (design.md §2; issue 33): the platform as nodes of a cluster on one
 *  PostgreSQL — node identity, camera leases with fencing, the spread rule, the Servers list, and
 *  the internal channel that serves any camera's live video, archive and PTZ from any node. */
export { ClusterJobs } from './ClusterJobs';
export { ClusterLinks } from './ClusterLinks';
export { ClusterPipeline, type LocalPipeline } from './ClusterPipeline';
export { ClusterPtzLocks } from './ClusterPtz';
export { CLUSTER_PATHS } from './clusterPaths';
export { NODE_CREDENTIAL_HEADER } from './NodeCredential';
export { sendRelay } from './relayProtocol';
export { ClusterService, type ClusterNodeView } from './ClusterService';
export { LeaseCoordinator, type LeasedPipelines, type NodeSettings } from './LeaseCoordinator';
export { LEASE_MS, NODE_TIMEOUT_MS, RENEW_EVERY_MS } from './clusterTimings';
export { nodeIdentity } from './nodeIdentity';
export { LocalJobs, ONCE_JOB, type OnceJob, type OnceJobs } from './OnceJobs';
export { spreadCameras } from './spreadCameras';
