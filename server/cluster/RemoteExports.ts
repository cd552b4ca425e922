/** Export files other nodes made, downloaded through this one (issue 33; docs/cluster.md "Work
 *  done once per cluster"): the export queue runs on one node at a time and each file stays on the
 *  disk of the node that made it, which its row names; a console's download on any other node is
 *  read from that node over the internal channel as it streams to the console. */
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { CLUSTER_PATHS, clusterPath } from './clusterPaths';
import type { NodeClient } from './NodeClient';

export interface RemoteExportFile {
  body: Readable;
  /** Bytes, when the node said. */
  size: number | undefined;
}

export class RemoteExports {
  constructor(private readonly client: NodeClient) {}

  async open(nodeId: string, realmId: string, requestId: string, name: string): Promise<RemoteExportFile> {
    const path = clusterPath(CLUSTER_PATHS.exportFile, { realm: realmId, id: requestId, name });
    const response = await this.client.open(nodeId, path);
    if (!response.body) throw new Error(`Node ${nodeId} sent no file for ${path}`);
    const length = Number(response.headers.get('content-length'));
    return {
      body: Readable.fromWeb(response.body as ReadableStream<Uint8Array>),
      size: Number.isSafeInteger(length) ? length : undefined,
    };
  }
}
