/** The cluster's nodes and camera leases in PostgreSQL (issue 33). Every time is the database's
 *  clock, so nodes whose clocks differ still agree on who holds what and who is alive. */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { CameraLeaseTable, ClusterNodeTable } from '../clusterSchema';
import type { Database } from '../schema';

export type ClusterNodeRow = Selectable<ClusterNodeTable>;
export type CameraLeaseRow = Selectable<CameraLeaseTable>;

/** The database's clock in epoch milliseconds, as SQL. */
export const DB_NOW = sql<number>`(extract(epoch FROM clock_timestamp()) * 1000)::bigint`;

export class ClusterNodesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Registers the node or, when it is known, refreshes its settings and heartbeat. */
  async heartbeat(
    node: Omit<ClusterNodeRow, 'heartbeat_at' | 'failover_group'> & { failover_group?: string | null },
  ): Promise<void> {
    const failover_group = node.failover_group ?? null;
    await this.db
      .insertInto('cluster_nodes')
      .values({ ...node, failover_group, heartbeat_at: DB_NOW })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({
          url: node.url,
          weight: node.weight,
          pinned: node.pinned,
          failover_group,
          heartbeat_at: DB_NOW,
        }),
      )
      .execute();
  }

  /** A node that stops on purpose says so: the others need not wait for its heartbeat to lapse. */
  async leave(nodeId: string): Promise<void> {
    await this.db.updateTable('cluster_nodes').set({ heartbeat_at: 0 }).where('id', '=', nodeId).execute();
  }

  /** Every node that ever registered, with the database's clock to judge their heartbeats by. */
  async nodes(): Promise<{ now: number; nodes: ClusterNodeRow[] }> {
    const nodes = await this.db.selectFrom('cluster_nodes').selectAll().orderBy('id').execute();
    const { rows } = await sql<{ now: number }>`SELECT ${DB_NOW} AS now`.execute(this.db);
    return { now: Number(rows[0]?.now ?? Date.now()), nodes };
  }

  /** The leases that have not expired, by the database's clock. */
  async liveLeases(): Promise<CameraLeaseRow[]> {
    return this.db.selectFrom('camera_leases').selectAll().where('expires_at', '>', DB_NOW).execute();
  }

  /** Extends every lease the node still holds by `ttlMs`; a lapsed one is not renewed (it must be
   *  taken again, under a new token). Returns the renewed leases' tokens by camera. */
  async renew(nodeId: string, ttlMs: number): Promise<Map<string, number>> {
    const rows = await this.db
      .updateTable('camera_leases')
      .set({ expires_at: sql<number>`${DB_NOW} + ${ttlMs}` })
      .where('node_id', '=', nodeId)
      .where('expires_at', '>', DB_NOW)
      .returning(['camera_id', 'token'])
      .execute();
    return new Map(rows.map((r) => [r.camera_id, Number(r.token)]));
  }

  /** Takes the camera's lease for `ttlMs` when nobody holds it (none yet, lapsed or released), in
   *  one statement: the token grows by one. Returns the new token, or undefined when it is held. */
  async acquire(cameraId: string, nodeId: string, ttlMs: number): Promise<number | undefined> {
    const row = await this.db
      .insertInto('camera_leases')
      .values({ camera_id: cameraId, node_id: nodeId, token: 1, expires_at: sql<number>`${DB_NOW} + ${ttlMs}` })
      .onConflict((oc) =>
        oc
          .column('camera_id')
          .doUpdateSet({
            node_id: nodeId,
            token: sql<number>`camera_leases.token + 1`,
            expires_at: sql<number>`${DB_NOW} + ${ttlMs}`,
          })
          .where('camera_leases.expires_at', '<=', DB_NOW),
      )
      .returning('token')
      .executeTakeFirst();
    return row ? Number(row.token) : undefined;
  }

  /** Gives the lease up at once (its recorder has stopped and its rows are written). */
  async release(cameraId: string, nodeId: string, token: number): Promise<void> {
    await this.db
      .updateTable('camera_leases')
      .set({ expires_at: 0 })
      .where('camera_id', '=', cameraId)
      .where('node_id', '=', nodeId)
      .where('token', '=', token)
      .execute();
  }

  /** Ends every lease of a node (one that starts again under the same id takes them anew). */
  async releaseAll(nodeId: string): Promise<void> {
    await this.db.updateTable('camera_leases').set({ expires_at: 0 }).where('node_id', '=', nodeId).execute();
  }

  /** The cluster's shared key (migration 0028), made by the first node that asks: every node signs
   *  and checks its requests to the others with it. One statement, so two nodes starting at once
   *  agree on one key. */
  async clusterKey(fresh: string): Promise<string> {
    await this.db
      .insertInto('cluster_keys')
      .values({ id: 'nodes', secret: fresh })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const row = await this.db.selectFrom('cluster_keys').select('secret').where('id', '=', 'nodes').executeTakeFirst();
    if (!row) throw new Error('The cluster key could not be read');
    return row.secret;
  }

  /** The node holding the camera's live lease, with its advertised URL; undefined when none does. */
  async holderOf(cameraId: string): Promise<{ nodeId: string; url: string } | undefined> {
    const row = await this.db
      .selectFrom('camera_leases')
      .innerJoin('cluster_nodes', 'cluster_nodes.id', 'camera_leases.node_id')
      .select(['cluster_nodes.id as nodeId', 'cluster_nodes.url as url'])
      .where('camera_leases.camera_id', '=', cameraId)
      .where('camera_leases.expires_at', '>', DB_NOW)
      .executeTakeFirst();
    return row;
  }

  /** A node's advertised URL; undefined when it never registered. */
  async urlOf(nodeId: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('cluster_nodes').select('url').where('id', '=', nodeId).executeTakeFirst();
    return row?.url;
  }
}
