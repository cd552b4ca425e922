/** The leases of the work done once per cluster (issue 33, migration 0030): the node that runs each
 *  job, until when (the database's clock) and under which fencing token — taken, renewed and given
 *  up as a camera's recording lease is (clusterNodes.ts). */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { DB_NOW } from './clusterNodes';

export class JobLeasesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Extends the leases the node still holds by `ttlMs`; a lapsed one is not renewed (it must be
   *  taken again, under a new token). Returns the renewed leases' tokens by job. */
  async renew(nodeId: string, ttlMs: number): Promise<Map<string, number>> {
    const rows = await this.db
      .updateTable('job_leases')
      .set({ expires_at: sql<number>`${DB_NOW} + ${ttlMs}` })
      .where('node_id', '=', nodeId)
      .where('expires_at', '>', DB_NOW)
      .returning(['job', 'token'])
      .execute();
    return new Map(rows.map((r) => [r.job, Number(r.token)]));
  }

  /** Takes the job's lease for `ttlMs` when nobody holds it (none yet, lapsed or released), in one
   *  statement: the token grows by one. Returns the new token, or undefined when it is held. */
  async acquire(job: string, nodeId: string, ttlMs: number): Promise<number | undefined> {
    const row = await this.db
      .insertInto('job_leases')
      .values({ job, node_id: nodeId, token: 1, expires_at: sql<number>`${DB_NOW} + ${ttlMs}` })
      .onConflict((oc) =>
        oc
          .column('job')
          .doUpdateSet({
            node_id: nodeId,
            token: sql<number>`job_leases.token + 1`,
            expires_at: sql<number>`${DB_NOW} + ${ttlMs}`,
          })
          .where('job_leases.expires_at', '<=', DB_NOW),
      )
      .returning('token')
      .executeTakeFirst();
    return row ? Number(row.token) : undefined;
  }

  /** Gives every lease of the node up at once (it stopped its jobs, or starts again). */
  async releaseAll(nodeId: string): Promise<void> {
    await this.db.updateTable('job_leases').set({ expires_at: 0 }).where('node_id', '=', nodeId).execute();
  }

  /** The live leases: which node runs each job now. */
  async holders(): Promise<Map<string, string>> {
    const rows = await this.db
      .selectFrom('job_leases')
      .select(['job', 'node_id'])
      .where('expires_at', '>', DB_NOW)
      .execute();
    return new Map(rows.map((r) => [r.job, r.node_id]));
  }
}
