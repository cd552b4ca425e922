/** Media tickets in PostgreSQL (issue 33): a ticket issued by one node is redeemed, once, by any
 *  node. Only the ticket's SHA-256 is stored, and redeeming deletes the row in the statement that
 *  reads it, so two nodes handed the same ticket cannot both open a stream with it. Expiries are
 *  the database's clock, which every node shares. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { DB_NOW } from './clusterNodes';

export interface MediaTicketGrantRow {
  userId: string;
  realmId: string;
  sessionId: string;
  cameraId: string;
  isLocal: boolean;
}

export class MediaTicketRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Keeps the ticket `ttlMs` from the database's now, and drops tickets that have expired. */
  async put(hash: string, grant: MediaTicketGrantRow, ttlMs: number): Promise<void> {
    await this.db.deleteFrom('media_tickets').where('expires_at', '<=', DB_NOW).execute();
    await this.db
      .insertInto('media_tickets')
      .values({
        ticket_hash: hash,
        user_id: grant.userId,
        realm_id: grant.realmId,
        session_id: grant.sessionId,
        camera_id: grant.cameraId,
        is_local: grant.isLocal ? 1 : 0,
        expires_at: sql<number>`${DB_NOW} + ${Math.round(ttlMs)}`,
      })
      .execute();
  }

  /** Takes the ticket (it is gone afterwards, valid or not); its grant when it had `leftMs` or more
   *  of its life left by the database's clock (0: not yet expired). */
  async take(hash: string, leftMs = 0): Promise<MediaTicketGrantRow | undefined> {
    const row = await this.db
      .deleteFrom('media_tickets')
      .where('ticket_hash', '=', hash)
      .returning(['user_id', 'realm_id', 'session_id', 'camera_id', 'is_local'])
      .returning(sql<boolean>`expires_at > ${DB_NOW} + ${Math.round(leftMs)}`.as('valid'))
      .executeTakeFirst();
    if (!row?.valid) return undefined;
    return {
      userId: row.user_id,
      realmId: row.realm_id,
      sessionId: row.session_id,
      cameraId: row.camera_id,
      isLocal: Number(row.is_local) === 1,
    };
  }
}
