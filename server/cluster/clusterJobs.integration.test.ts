/** Issue 33: work done once per cluster, with three platform nodes on one PostgreSQL database. An
 *  event raised through any node is notified once, not once per node; an export made by the node
 *  running the queue downloads the same through every node; kill -9 of the node running
 *  the jobs moves each of them to another node, which then notifies, the events raised in the lease
 *  gap too, once; and a node stopped cleanly
 *  (SIGTERM, a rolling restart) hands its cameras and jobs over before their leases would have
 *  lapsed, instead of leaving the others to wait for the expiry. PostgreSQL only. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { ApiClient } from '../testing/apiClient';
import {
  CLUSTER_CAMERAS,
  recordedFragments,
  startClusterNode,
  waitUntil,
  type ClusterNodeProcess,
} from '../testing/clusterRig';
import { testDatabases } from '../testing/testDatabases';
import { ONCE_JOB } from './OnceJobs';

jest.setTimeout(240_000);

const postgres = testDatabases().filter((d) => d.kind === 'postgres');
const NODE_IDS = ['node-a', 'node-b', 'node-c'];
const JOBS = Object.values(ONCE_JOB);
/** The bound on a failover. */
const FAILOVER_LIMIT_MS = 15_000;
const CREATE_POLICY = `mutation($p: NotificationPolicyInput!) { createNotificationPolicy(policy: $p) { id } }`;
const CREATE_EVENT = `mutation($events: [CreateEventInput!]!) { createEvent(events: $events) { context error } }`;

interface Lease {
  nodeId: string;
  token: number;
  expiresAt: number;
}

/** Every camera and job lease ('camera:<id>', 'job:<name>') with the database's clock. */
async function leases(db: pg.Pool): Promise<{ now: number; byKey: Map<string, Lease> }> {
  const { rows } = await db.query<{ key: string; node_id: string; token: string; expires_at: string; now: string }>(
    `SELECT l.*, (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS now FROM (
       SELECT 'camera:' || camera_id AS key, node_id, token, expires_at FROM camera_leases
       UNION ALL SELECT 'job:' || job, node_id, token, expires_at FROM job_leases) l`,
  );
  const now = Number(rows[0]?.now ?? 0);
  const byKey = new Map(
    rows.map((r) => [r.key, { nodeId: r.node_id, token: Number(r.token), expiresAt: Number(r.expires_at) }]),
  );
  return { now, byKey };
}

/** The live holder of each job. */
async function jobHolders(db: pg.Pool): Promise<Map<string, string>> {
  const { now, byKey } = await leases(db);
  const holders = new Map<string, string>();
  for (const job of JOBS) {
    const lease = byKey.get(`job:${job}`);
    if (lease && lease.expiresAt > now) holders.set(job, lease.nodeId);
  }
  return holders;
}

(postgres.length > 0 ? describe : describe.skip)('work done once per cluster, on three nodes', () => {
  const database = postgres[0]!;
  let url: string | undefined;
  let pool: pg.Pool | undefined;
  const nodes: ClusterNodeProcess[] = [];
  const clients: ApiClient[] = [];
  let receiver: http.Server | undefined;
  /** Webhook deliveries by event id. */
  const delivered = new Map<string, number>();

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await Promise.all(nodes.map((node) => node.stop()));
    await pool?.end();
    await database.drop(url);
    receiver?.close();
  });

  it('notifies an event once, serves an export from every node, moves a killed node’s jobs, and hands a stopping node’s leases over at once', async () => {
    receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { event: { id: string } };
        delivered.set(body.event.id, (delivered.get(body.event.id) ?? 0) + 1);
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
    const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

    url = await database.create();
    pool = new pg.Pool({ connectionString: url, max: 2 });
    const db = pool;
    // The first node migrates and seeds; the others join the database it made.
    // The webhook receiver is this machine, which administrators may have the platform reach.
    const env = { VANTAGE_PROBE_NETWORKS: '127.0.0.0/8' };
    const start = (id: string) => startClusterNode(id, url!, 'source', undefined, env);
    nodes.push(await start('node-a'));
    nodes.push(...(await Promise.all(NODE_IDS.slice(1).map(start))));
    const byId = (id: string) => nodes.find((n) => n.nodeId === id)!;
    const clientOn = async (node: ClusterNodeProcess) => {
      const client = new ApiClient(node.url);
      clients.push(client);
      expect((await client.login('admin', 'admin')).status).toBe(200);
      return client;
    };
    const clientsById = new Map<string, ApiClient>();
    for (const id of NODE_IDS) clientsById.set(id, await clientOn(byId(id)));

    // Every job runs somewhere, each on one node.
    const holders = await waitUntil(
      async () => {
        const held = await jobHolders(db);
        return held.size === JOBS.length ? held : undefined;
      },
      30_000,
      'every job to have its node',
    );

    // A policy made through node-b, whichever node sends.
    const policy = await clientsById
      .get('node-b')!
      .graphql<{ createNotificationPolicy: { id: string } }>(CREATE_POLICY, {
        p: { name: 'Cluster desk', webhook: { url: hook, secret: 'desk-secret' }, throttleMs: 0 },
      });
    expect(policy.errors).toBeUndefined();
    const raise = async (through: string, message: string) => {
      const result = await clientsById
        .get(through)!
        .graphql<{ createEvent: Array<{ context: string | null }> }>(CREATE_EVENT, {
          events: [{ obj: CLUSTER_CAMERAS[0], createdAt: Date.now(), eventType: 'Alert', message }],
        });
      const id = result.data?.createEvent[0]?.context;
      if (!id) throw new Error(`createEvent through ${through} failed: ${JSON.stringify(result)}`);
      return id;
    };
    const deliveredOnce = (id: string, within: number, what: string) =>
      waitUntil(async () => (delivered.has(id) ? true : undefined), within, what);
    /** Events are handled in the order the bus brings them: once a later event was delivered, the
     *  nodes have dispatched the earlier ones, so a second delivery of them would have been sent. */
    const settle = async (through: string) => {
      const sentinel = await raise(through, 'Sentinel');
      await deliveredOnce(sentinel, 30_000, 'the sentinel event');
    };

    // The policy is watched on the sending node within a round; then events through each node.
    await waitUntil(
      async () => {
        const probe = await raise('node-c', 'Probe');
        const seen = await waitUntil(async () => (delivered.has(probe) ? true : undefined), 5_000, 'probe').catch(
          () => undefined,
        );
        return seen;
      },
      60_000,
      'the first notification',
    );
    const events = await Promise.all(NODE_IDS.map((id) => raise(id, `Door forced at ${id}`)));
    for (const id of events) await deliveredOnce(id, 30_000, `event ${id}`);
    await settle('node-a');
    expect(events.map((id) => delivered.get(id))).toEqual([1, 1, 1]);

    // An export made by the node running the queue downloads the same through every node.
    const camera = CLUSTER_CAMERAS[0]!;
    const recorded = await waitUntil(
      async () => {
        const fragments = (await recordedFragments(db)).filter((f) => f.cameraId === camera);
        const from = fragments[0]?.startMs ?? 0;
        return fragments.some((f) => f.endMs - from >= 4_000) ? from : undefined;
      },
      60_000,
      `4 s of ${camera} recorded`,
    );
    const submitted = await clientsById
      .get('node-c')!
      .graphql<{ videoRequestSubmit: { id: string } }>(
        'mutation($input: VideoRequestInput!) { videoRequestSubmit(input: $input) { id } }',
        { input: { obj: camera, startTime: recorded, endTime: recorded + 4_000 } },
      );
    const requestId = submitted.data?.videoRequestSubmit.id;
    expect(requestId).toBeDefined();
    const href = await waitUntil(
      async () => {
        const list = await clientsById
          .get('node-c')!
          .graphql<{ videoRequests: Array<{ id: string; status: string; files: Array<{ href: string }> | null }> }>(
            '{ videoRequests { id status files { href } } }',
          );
        const request = list.data?.videoRequests.find((r) => r.id === requestId);
        if (request?.status === 'FAILED') throw new Error(`The export failed: ${JSON.stringify(request)}`);
        return request?.status === 'COMPLETED' ? request.files?.[0]?.href : undefined;
      },
      60_000,
      'the export to complete',
    );
    const downloads = await Promise.all(
      NODE_IDS.map(async (id) => {
        const answer = await clientsById.get(id)!.request<Buffer>('GET', href);
        return { id, status: answer.status, bytes: answer.body };
      }),
    );
    expect(downloads.map((d) => [d.id, d.status])).toEqual(NODE_IDS.map((id) => [id, 200]));
    const made = downloads.find((d) => d.id === holders.get(ONCE_JOB.exports))!.bytes;
    expect(made.subarray(4, 8).toString('latin1')).toBe('ftyp');
    for (const d of downloads) expect(Buffer.compare(d.bytes, made)).toBe(0);

    // kill -9 of the node running the notifications: each of its jobs moves to a survivor. An
    // event raised in the gap — the node frozen (SIGSTOP) before it and killed after, so it never
    // sent, while its lease still kept the job from the others — is notified once after the
    // take-over, by the node replaying the events since the dead node's watermark.
    const victimId = holders.get(ONCE_JOB.notifications)!;
    const victimJobs = [...holders].filter(([, node]) => node === victimId).map(([job]) => job);
    const survivors = NODE_IDS.filter((id) => id !== victimId);
    const killedAt = Date.now();
    process.kill(byId(victimId).pid, 'SIGSTOP');
    // However slow the machine, the event comes while the frozen node still holds the job: its
    // lease is stretched for the raise, then given back the expiry it had.
    const stretch = (ms: number) =>
      db.query('UPDATE job_leases SET expires_at = expires_at + $1 WHERE job = $2 AND node_id = $3', [
        ms,
        ONCE_JOB.notifications,
        victimId,
      ]);
    await stretch(60_000);
    const inGap = await raise(survivors[0]!, 'Door forced while no node sends');
    await stretch(-60_000);
    await byId(victimId).crash();
    const after = await waitUntil(
      async () => {
        const held = await jobHolders(db);
        return victimJobs.every((job) => survivors.includes(held.get(job) ?? '')) ? held : undefined;
      },
      FAILOVER_LIMIT_MS + 15_000,
      `${victimId}'s jobs running on another node`,
    );
    expect(Date.now() - killedAt).toBeLessThanOrEqual(FAILOVER_LIMIT_MS);
    const afterKill = await raise(survivors[0]!, 'Door forced after the kill');
    await deliveredOnce(afterKill, 30_000, 'the event after the kill');
    await deliveredOnce(inGap, 30_000, 'the event raised in the lease gap');
    await settle(survivors[1]!);
    expect(delivered.get(afterKill)).toBe(1);
    expect(delivered.get(inGap)).toBe(1);
    // The events notified before the kill, within the replay's reach, were not sent again.
    expect(events.map((id) => delivered.get(id))).toEqual([1, 1, 1]);

    // SIGTERM of the node now running the notifications (a rolling restart): every lease it holds
    // goes to the last node before the lease it last renewed would have run out.
    const leavingId = after.get(ONCE_JOB.notifications)!;
    const lastId = survivors.find((id) => id !== leavingId)!;
    const before = await leases(db);
    const handed = [...before.byKey].filter(([, l]) => l.nodeId === leavingId && l.expiresAt > before.now);
    expect(handed.map(([key]) => key)).toContain(`job:${ONCE_JOB.notifications}`);
    const lastExpiry = new Map(handed.map(([key, lease]) => [key, lease.expiresAt]));
    const takenAt = new Map<string, number>();
    const stopping = byId(leavingId).stop();
    await waitUntil(
      async () => {
        const { now, byKey } = await leases(db);
        for (const [key] of handed) {
          const lease = byKey.get(key);
          if (!lease || takenAt.has(key)) continue;
          // Renewed while it shut down: its lease reached this far.
          if (lease.nodeId === leavingId) lastExpiry.set(key, Math.max(lastExpiry.get(key)!, lease.expiresAt));
          else if (lease.nodeId === lastId && lease.expiresAt > now) takenAt.set(key, now);
        }
        return takenAt.size === handed.length ? true : undefined;
      },
      60_000,
      `${leavingId}'s leases taken by ${lastId}`,
    );
    await stopping;
    for (const [key] of handed)
      expect({ key, before: takenAt.get(key)! < lastExpiry.get(key)! }).toEqual({ key, before: true });
    const afterStop = await raise(lastId, 'Door forced after the restart');
    await deliveredOnce(afterStop, 30_000, 'the event after the clean stop');
    expect(byId(lastId).unexpectedExit()).toBeUndefined();
  });
});
