/** The notifications job's record of what it handled (issue 33, migration 0031), on PostgreSQL:
 *  each event it handled, and how far it had been listening. Every write is fenced by the job's
 *  lease — held by this node, under this token, not expired by the database's clock — in the same
 *  statement, so a node that lost the lease (a pause, a late renewal) records nothing, and the
 *  node that took it over finds exactly what was handled before. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { DB_NOW } from './clusterNodes';

/** The job's lease a write is made under. */
export interface JobFence {
  job: string;
  nodeId: string;
  token: number;
}

/** An event as the notifications' first filter reads it (category and witnesses' ids). */
export interface ReplayedEvent {
  id: string;
  realmId: string;
  category: string;
  witnesses: string[];
  triggeredAt: number;
}

export class NotifiedEventsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records the event as handled under the lease; false when it already was (by any node) or the
   *  lease is not this node's under that token any more: then nothing may be sent for it here. */
  async claim(fence: JobFence, realmId: string, eventId: string): Promise<boolean> {
    const row = await this.db
      .insertInto('notified_events')
      .columns(['realm_id', 'event_id', 'token', 'handled_at'])
      .expression(
        this.db
          .selectNoFrom([
            sql<string>`${realmId}`.as('realm_id'),
            sql<string>`${eventId}`.as('event_id'),
            sql<number>`${fence.token}`.as('token'),
            DB_NOW.as('handled_at'),
          ])
          .where(this.held(fence)),
      )
      .onConflict((oc) => oc.columns(['realm_id', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Moves the watermark to now (the database's clock) under the lease, and forgets the handled
   *  events older than `keepMs`, which no replay reaches. */
  async mark(fence: JobFence, keepMs: number): Promise<void> {
    await this.db
      .insertInto('notification_watermark')
      .columns(['job', 'handled_until'])
      .expression(
        this.db.selectNoFrom([sql<string>`${fence.job}`.as('job'), DB_NOW.as('handled_until')]).where(this.held(fence)),
      )
      .onConflict((oc) => oc.column('job').doUpdateSet({ handled_until: (eb) => eb.ref('excluded.handled_until') }))
      .execute();
    await this.db
      .deleteFrom('notified_events')
      .where('handled_at', '<', sql<number>`${DB_NOW} - ${keepMs}`)
      .execute();
  }

  /** How far the job's node had been listening, and the database's clock now. */
  async watermark(job: string): Promise<{ handledUntil: number | undefined; now: number }> {
    const row = await this.db
      .selectNoFrom([
        DB_NOW.as('now'),
        (eb) =>
          eb.selectFrom('notification_watermark').select('handled_until').where('job', '=', job).as('handled_until'),
      ])
      .executeTakeFirstOrThrow();
    return {
      handledUntil: row.handled_until == null ? undefined : Number(row.handled_until),
      now: Number(row.now),
    };
  }

  /** A realm's events recorded since `since` (epoch ms), oldest first, at most `limit`. */
  async eventsSince(realmId: string, since: number, limit: number): Promise<ReplayedEvent[]> {
    const rows = await this.db
      .selectFrom('audit_entries')
      .select(['id', 'realm_id', 'category', 'witnesses', 'triggered_at'])
      .where('realm_id', '=', realmId)
      .where('modified_at', '>=', since)
      .orderBy('modified_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      realmId: row.realm_id,
      category: row.category,
      witnesses: witnessIds(row.witnesses),
      triggeredAt: Number(row.triggered_at),
    }));
  }

  private held(fence: JobFence) {
    return sql<boolean>`EXISTS (SELECT 1 FROM job_leases WHERE job = ${fence.job} AND node_id = ${fence.nodeId}
      AND token = ${fence.token} AND expires_at > ${DB_NOW})`;
  }
}

function witnessIds(json: string): string[] {
  try {
    const parsed = JSON.parse(json) as Array<{ id?: unknown }>;
    return parsed.map((w) => w.id).filter((id): id is string => typeof id === 'string');
  } catch {
    return [];
  }
}
