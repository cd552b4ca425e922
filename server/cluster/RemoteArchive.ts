/** The archive other nodes recorded, read from them (issue 33; docs/cluster.md "Archive from any
 *  node"): the index in PostgreSQL names the node of each segment, and the node playing it asks
 *  that node for the segment's init file and byte ranges of its data file over the internal
 *  channel. ArchiveReader calls it for any segment not recorded here, so playback, exports and
 *  snapshots of the archive work from every node. */
import type { RemoteSegments } from '../media';
import { CLUSTER_PATHS, clusterPath } from './clusterPaths';
import type { NodeClient } from './NodeClient';

export class RemoteArchive implements RemoteSegments {
  constructor(private readonly client: NodeClient) {}

  init(nodeId: string, segmentId: string): Promise<Buffer> {
    return this.client.request(nodeId, 'GET', clusterPath(CLUSTER_PATHS.segmentInit, { id: segmentId }));
  }

  range(nodeId: string, segmentId: string, offset: number, length: number): Promise<Buffer> {
    const path = `${clusterPath(CLUSTER_PATHS.segmentData, { id: segmentId })}?offset=${offset}&length=${length}`;
    return this.client.request(nodeId, 'GET', path);
  }
}
