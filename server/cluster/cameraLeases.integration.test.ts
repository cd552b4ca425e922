/** Issue 33: camera leases and fencing on PostgreSQL — one holder at a time, a token that grows at
 *  every change of hands, no renewal of a lapsed lease, and index rows refused once the lease they
 *  were queued under is gone (a node that wakes after its lease passed writes no row), and a node
 *  whose media takes longer than a lease to start keeps its cameras. */
import { ArchiveIndexRepository } from '../db/repositories/archiveIndex';
import { ClusterNodesRepository } from '../db/repositories/clusterNodes';
import { IndexWriter } from '../media/recorder/IndexWriter';
import type { RecordingLease } from '../media/recorder/RecordingLease';
import type { Logger } from '../kernel';
import { fragmentRow as fragment, segmentRow } from '../testing/archiveRows';
import { openMigratedDatabase, type MigratedDatabase } from '../testing/migratedDatabase';
import { testDatabases } from '../testing/testDatabases';
import { LEASE_MS as CLUSTER_LEASE_MS, RENEW_EVERY_MS } from './clusterTimings';
import { LeaseCoordinator, type LeasedPipelines } from './LeaseCoordinator';

const postgres = testDatabases().filter((d) => d.kind === 'postgres');
const CAMERA = 'camera-1';
const LEASE_MS = 60_000;

const segment = (id: string, startMs: number) => segmentRow(id, CAMERA, startMs);

/** Makes the camera's lease lapse now, as if its holder had been paused past it. */
const lapse = (t: MigratedDatabase) =>
  t.db.updateTable('camera_leases').set({ expires_at: 1 }).where('camera_id', '=', CAMERA).execute();

(postgres.length > 0 ? describe : describe.skip)('camera leases on PostgreSQL', () => {
  let t: MigratedDatabase;
  let leases: ClusterNodesRepository;

  beforeEach(async () => {
    t = await openMigratedDatabase(postgres[0]!);
    leases = new ClusterNodesRepository(t.db);
  });
  afterEach(() => t.close());

  it('has one holder at a time, and the token grows each time the lease changes hands', async () => {
    expect(await leases.acquire(CAMERA, 'node-a', LEASE_MS)).toBe(1);
    expect(await leases.acquire(CAMERA, 'node-b', LEASE_MS)).toBeUndefined();
    expect(await leases.renew('node-a', LEASE_MS)).toEqual(new Map([[CAMERA, 1]]));
    await leases.release(CAMERA, 'node-a', 1);
    expect(await leases.acquire(CAMERA, 'node-b', LEASE_MS)).toBe(2);
    expect(await leases.renew('node-a', LEASE_MS)).toEqual(new Map());
  });

  it('does not renew a lease that lapsed: it is taken again under a new token', async () => {
    await leases.acquire(CAMERA, 'node-a', LEASE_MS);
    await lapse(t);
    expect(await leases.renew('node-a', LEASE_MS)).toEqual(new Map());
    expect(await leases.acquire(CAMERA, 'node-a', LEASE_MS)).toBe(2);
  });

  it('writes the rows queued across its own lapse when it took the lease straight back', async () => {
    const held = new Map([[CAMERA, (await leases.acquire(CAMERA, 'node-a', LEASE_MS))!]]);
    const lease: RecordingLease = {
      nodeId: 'node-a',
      holds: (id) => held.has(id),
      valid: (id) => held.has(id),
      token: (id) => held.get(id),
      lost: () => undefined,
    };
    const errors: Error[] = [];
    const writer = new IndexWriter(new ArchiveIndexRepository(t.db, 'node-a'), (err) => errors.push(err), lease);
    // A segment opened just before the lease lapsed (a starved renewal), its fragments after node A
    // took it back under the next token: nobody else recorded in between.
    const first = segment('a-1', 10_000);
    writer.openSegment(first);
    await lapse(t);
    held.set(CAMERA, (await leases.acquire(CAMERA, 'node-a', LEASE_MS))!);
    expect(held.get(CAMERA)).toBe(2);
    writer.addFragment(fragment(first, 0));
    writer.addFragment(fragment(first, 1));
    await writer.commit();
    expect(errors).toEqual([]);
    const rows = await t.db
      .selectFrom('archive_fragments')
      .select(['segment_id', 'start_ms'])
      .orderBy('start_ms')
      .execute();
    expect(rows).toEqual([
      { segment_id: 'a-1', start_ms: 10_000 },
      { segment_id: 'a-1', start_ms: 10_100 },
    ]);
  });

  it('refuses the index rows queued under a lease another node has taken since', async () => {
    const token = await leases.acquire(CAMERA, 'node-a', LEASE_MS);
    const held = new Map([[CAMERA, token!]]);
    const lost: string[] = [];
    const lease: RecordingLease = {
      nodeId: 'node-a',
      holds: (id) => held.has(id),
      valid: (id) => held.has(id),
      token: (id) => held.get(id),
      lost: (id) => lost.push(id),
    };
    const writer = new IndexWriter(new ArchiveIndexRepository(t.db, 'node-a'), undefined, lease);
    const first = segment('a-1', 10_000);
    writer.openSegment(first);
    writer.addFragment(fragment(first, 0));
    await writer.commit();

    // Node A pauses with a row queued; its lease lapses and node B takes the camera.
    writer.addFragment(fragment(first, 1));
    await lapse(t);
    expect(await leases.acquire(CAMERA, 'node-b', LEASE_MS)).toBe(2);
    await writer.commit();
    const second = segment('a-2', 20_000);
    writer.openSegment(second);
    writer.addFragment(fragment(second, 0));
    await writer.commit();

    const rows = await t.db.selectFrom('archive_fragments').select(['segment_id', 'start_ms']).execute();
    expect(rows).toEqual([{ segment_id: 'a-1', start_ms: 10_000 }]);
    const segments = await t.db.selectFrom('archive_segments').select(['id', 'node_id']).execute();
    expect(segments).toEqual([{ id: 'a-1', node_id: 'node-a' }]);
    expect(lost).toContain(CAMERA);
    // Node B's hold is untouched by A's attempts.
    const [row] = await leases.liveLeases();
    expect(row).toMatchObject({ camera_id: CAMERA, node_id: 'node-b', token: 2 });
  });

  it('keeps a node’s leases and place in the cluster while its media starts for longer than a lease', async () => {
    const log: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const reloaded: string[] = [];
    const pipelines: LeasedPipelines = {
      runnableCameras: async () => [CAMERA],
      reload: async (cameraId) => void reloaded.push(cameraId),
      flushIndex: async () => undefined,
    };
    const coordinator = (id: string, pinned: string[]) =>
      new LeaseCoordinator(leases, { id, url: `http://${id}`, weight: 1, pinned }, log);
    const b = coordinator('node-b', [CAMERA]);
    const c = coordinator('node-c', []);
    try {
      await b.start(pipelines);
      expect(b.holds(CAMERA)).toBe(true);
      // node-b's media is still starting when its first lease would have lapsed; node-c comes up.
      await new Promise((resolve) => setTimeout(resolve, CLUSTER_LEASE_MS + RENEW_EVERY_MS));
      await c.start(pipelines);
      expect(c.holds(CAMERA)).toBe(false);
      expect(b.valid(CAMERA)).toBe(true);
      const [row] = await leases.liveLeases();
      expect(row).toMatchObject({ camera_id: CAMERA, node_id: 'node-b', token: 1 });
      // Media started with the camera held from the first round: nothing to start again.
      b.run(pipelines);
      await b.refresh();
      expect(reloaded).toEqual([]);
    } finally {
      await Promise.all([b.stop(), c.stop()]);
    }
  });
});
