/** Sessions: created at login, found by the cookie's token, slid on use, swept when idle. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { SESSION_IDLE_MS, SESSION_TOUCH_MS } from './authPolicy';
import { hashSecret, newSecret } from './tokens';

export type SessionState = 'ACTIVE' | 'PASSWORD_EXPIRED' | 'CODE_PENDING';

export interface Session {
  id: string;
  userId: string;
  realmId: string;
  state: SessionState;
  expiresAt: number;
}

export class SessionStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** Creates a session and returns the cookie token (only its hash is stored). */
  async create(
    userId: string,
    realmId: string,
    state: SessionState,
    address: string,
  ): Promise<{ token: string; session: Session }> {
    const token = newSecret();
    const now = Date.now();
    const session: Session = { id: hashSecret(token), userId, realmId, state, expiresAt: now + SESSION_IDLE_MS };
    await this.db
      .insertInto('sessions')
      .values({
        id: session.id,
        user_id: userId,
        realm_id: realmId,
        state,
        created_at: now,
        last_seen_at: now,
        expires_at: session.expiresAt,
        address,
      })
      .execute();
    return { token, session };
  }

  /** The live session behind a cookie token, or null; slides its expiry on use. */
  async resolve(token: string | undefined): Promise<Session | null> {
    if (!token) return null;
    const id = hashSecret(token);
    const row = await this.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    const now = Date.now();
    if (!row || row.expires_at <= now) return null;
    if (now - row.last_seen_at >= SESSION_TOUCH_MS) {
      await this.db
        .updateTable('sessions')
        .set({ last_seen_at: now, expires_at: now + SESSION_IDLE_MS })
        .where('id', '=', id)
        .execute();
      row.expires_at = now + SESSION_IDLE_MS;
    }
    return {
      id,
      userId: row.user_id,
      realmId: row.realm_id,
      state: row.state as SessionState,
      expiresAt: row.expires_at,
    };
  }

  /** Whether a session still exists and has not expired (sockets opened by it ask again later). */
  async isAlive(id: string, now = Date.now()): Promise<boolean> {
    const row = await this.db.selectFrom('sessions').select('expires_at').where('id', '=', id).executeTakeFirst();
    return row !== undefined && row.expires_at > now;
  }

  async update(id: string, changes: { state?: SessionState; realmId?: string }): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ ...(changes.state && { state: changes.state }), ...(changes.realmId && { realm_id: changes.realmId }) })
      .where('id', '=', id)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  /** Ends every session of a user except, optionally, one; returns the ids ended. */
  async destroyForUser(userId: string, except?: string): Promise<string[]> {
    let query = this.db.selectFrom('sessions').select('id').where('user_id', '=', userId);
    if (except) query = query.where('id', '!=', except);
    const ids = (await query.execute()).map((r) => r.id);
    if (ids.length > 0) await this.db.deleteFrom('sessions').where('id', 'in', ids).execute();
    return ids;
  }

  /** Removes sessions past their expiry and returns their ids, so their subscribers can be told. */
  async sweepExpired(now = Date.now()): Promise<string[]> {
    const ids = (await this.db.selectFrom('sessions').select('id').where('expires_at', '<=', now).execute()).map(
      (r) => r.id,
    );
    if (ids.length > 0) await this.db.deleteFrom('sessions').where('id', 'in', ids).execute();
    return ids;
  }
}
