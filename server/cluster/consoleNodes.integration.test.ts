/** Issue 33: the nodes a console reconnects to — this node first, then the other live nodes; a node
 *  whose heartbeat lapsed or that left is not offered, and on SQLite the one node is the list. */
import { ClusterNodesRepository } from '../db/repositories/clusterNodes';
import { DeviceRepository } from '../db/repositories/devices';
import { openMigratedDatabase, type MigratedDatabase } from '../testing/migratedDatabase';
import { testDatabases } from '../testing/testDatabases';
import { ClusterService } from './ClusterService';

const postgres = testDatabases().filter((d) => d.kind === 'postgres');
const SELF = { id: 'node-b', url: 'http://10.0.0.2:8080', weight: 1, pinned: [] };

const serviceOn = (t: MigratedDatabase, repository: ClusterNodesRepository | undefined) =>
  new ClusterService(SELF, new DeviceRepository(t.db), repository, () => []);

(postgres.length > 0 ? describe : describe.skip)('console nodes on PostgreSQL', () => {
  let t: MigratedDatabase;
  let nodes: ClusterNodesRepository;

  beforeEach(async () => {
    t = await openMigratedDatabase(postgres[0]!);
    nodes = new ClusterNodesRepository(t.db);
  });
  afterEach(() => t.close());

  const register = (id: string, url: string) =>
    nodes.heartbeat({ id, url, weight: 1, pinned: '', started_at: Date.now() });

  it('offers this node first, then the live others by id, but not one that stopped heartbeating or left', async () => {
    await register('node-b', SELF.url);
    await register('node-c', 'http://10.0.0.3:8080');
    await register('node-a', 'http://10.0.0.1:8080');
    await register('node-dead', 'http://10.0.0.4:8080');
    await register('node-left', 'http://10.0.0.5:8080');
    await t.db.updateTable('cluster_nodes').set({ heartbeat_at: 1 }).where('id', '=', 'node-dead').execute();
    await nodes.leave('node-left');

    expect(await serviceOn(t, nodes).consoleNodes()).toEqual([
      { id: 'node-b', url: 'http://10.0.0.2:8080', self: true },
      { id: 'node-a', url: 'http://10.0.0.1:8080', self: false },
      { id: 'node-c', url: 'http://10.0.0.3:8080', self: false },
    ]);
  });

  it('lists every node with its failover group for the Servers section, none where it has none', async () => {
    await register('node-b', SELF.url);
    await nodes.heartbeat({
      id: 'node-a',
      url: 'http://10.0.0.1:8080',
      weight: 2,
      pinned: '',
      started_at: 1,
      failover_group: 'east',
    });
    const listed = await serviceOn(t, nodes).nodes('demo-hq');
    expect(
      listed.map(({ id, weight, failoverGroup, online, self }) => ({ id, weight, failoverGroup, online, self })),
    ).toEqual([
      { id: 'node-b', weight: 1, failoverGroup: null, online: true, self: true },
      { id: 'node-a', weight: 2, failoverGroup: 'east', online: true, self: false },
    ]);
  });
});

describe('console nodes of a single node', () => {
  it('is the node itself', async () => {
    const t = await openMigratedDatabase(testDatabases()[0]!);
    try {
      expect(await serviceOn(t, undefined).consoleNodes()).toEqual([{ id: SELF.id, url: SELF.url, self: true }]);
      expect(await serviceOn(t, undefined).nodes('demo-hq')).toMatchObject([{ id: SELF.id, failoverGroup: null }]);
    } finally {
      await t.close();
    }
  });
});
