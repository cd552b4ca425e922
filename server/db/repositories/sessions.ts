/** Login sessions by the hash of their cookie token; the rules (idle expiry, sliding) are auth's. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, SessionTable } from '../schema';

export type SessionRow = Selectable<SessionTable>;

export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<SessionTable>): Promise<void> {
    await this.db.insertInto('sessions').values(row).execute();
  }

  byId(id: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async touch(id: string, lastSeenAt: number, expiresAt: number): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
      .where('id', '=', id)
      .execute();
  }

  async expiresAt(id: string): Promise<number | undefined> {
    const row = await this.db.selectFrom('sessions').select('expires_at').where('id', '=', id).executeTakeFirst();
    return row?.expires_at;
  }

  async update(id: string, changes: { state?: string; realmId?: string }): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ ...(changes.state && { state: changes.state }), ...(changes.realmId && { realm_id: changes.realmId }) })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  /** Deletes every session of a user except, optionally, one; returns the ids deleted. */
  async deleteForUser(userId: string, except?: string): Promise<string[]> {
    let query = this.db.selectFrom('sessions').select('id').where('user_id', '=', userId);
    if (except) query = query.where('id', '!=', except);
    const ids = (await query.execute()).map((r) => r.id);
    if (ids.length > 0) await this.db.deleteFrom('sessions').where('id', 'in', ids).execute();
    return ids;
  }

  /** Deletes the sessions expired at `now` and returns their ids. */
  async deleteExpired(now: number): Promise<string[]> {
    const ids = (await this.db.selectFrom('sessions').select('id').where('expires_at', '<=', now).execute()).map(
      (r) => r.id,
    );
    if (ids.length > 0) await this.db.deleteFrom('sessions').where('id', 'in', ids).execute();
    return ids;
  }
}
