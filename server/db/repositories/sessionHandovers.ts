/** One-time session hand-over tokens by hash (issue 33); the rules (lifetime, what a token is good for) are auth's. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export class SessionHandoverRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(sessionId: string, id: string, now: number, expiresAt: number): Promise<void> {
    await this.db
      .insertInto('session_handovers')
      .values({ id, session_id: sessionId, created_at: now, expires_at: expiresAt })
      .execute();
  }

  /** Deletes a live token and returns its session; undefined when unknown, expired or taken
   *  meanwhile (two nodes asked at once: only the one whose delete removed the row has it). */
  async take(id: string, now: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('session_handovers')
      .select('session_id')
      .where('id', '=', id)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (!row) return undefined;
    const result = await this.db.deleteFrom('session_handovers').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1 ? row.session_id : undefined;
  }

  async deleteExpired(now: number): Promise<void> {
    await this.db.deleteFrom('session_handovers').where('expires_at', '<=', now).execute();
  }
}
