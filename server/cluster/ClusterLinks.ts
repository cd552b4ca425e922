/** What a node of a cluster needs to serve any camera to its consoles (issue 33): the credential
 *  it signs and checks internal requests with (the cluster's key from the shared database), the
 *  client that asks the other nodes, the live relays from them, the archive read from them, the
 *  export files they made and the PTZ domes they run. Built on PostgreSQL only; a single node has none. */
import { randomBytes } from 'node:crypto';
import type { ClusterNodesRepository } from '../db/repositories/clusterNodes';
import type { Logger } from '../kernel/Logger';
import { ClusterDomes } from './ClusterPtz';
import { LiveRelays } from './LiveRelays';
import { NodeClient } from './NodeClient';
import { NodeCredential } from './NodeCredential';
import { RemoteArchive } from './RemoteArchive';
import { RemoteExports } from './RemoteExports';

export class ClusterLinks {
  readonly credential: NodeCredential;
  readonly client: NodeClient;
  readonly relays: LiveRelays;
  readonly archive: RemoteArchive;
  readonly exports: RemoteExports;
  readonly domes: ClusterDomes;

  constructor(repository: ClusterNodesRepository, nodeId: string, log: Logger) {
    let key: Promise<string> | undefined;
    const readKey = () => {
      key ??= repository.clusterKey(randomBytes(32).toString('hex'));
      // A failed read (the database away) is tried again at the next request.
      key.catch(() => (key = undefined));
      return key;
    };
    this.credential = new NodeCredential(nodeId, readKey);
    this.client = new NodeClient(this.credential, repository);
    this.relays = new LiveRelays(this.client, log);
    this.archive = new RemoteArchive(this.client);
    this.exports = new RemoteExports(this.client);
    this.domes = new ClusterDomes(this.client);
  }

  /** The node that signed an internal request, or undefined (refused). */
  signedBy(header: unknown, method: string, path: string, body = ''): Promise<string | undefined> {
    return this.credential.verify(header, method, path, body);
  }

  stop(): void {
    this.relays.stop();
  }
}
