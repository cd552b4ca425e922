/** Sessions: created at login, found by the cookie's token, slid on use, swept when idle; and the
 *  one-time tokens that carry a browser console's session to another node (issue 33). */
import { HANDOVER_TTL_MS, type HandoverGrant } from '../../shared/cluster/sessionHandover';
import type { SessionHandoverRepository } from '../db/repositories/sessionHandovers';
import type { SessionRepository, SessionRow } from '../db/repositories/sessions';
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
  constructor(
    private readonly sessions: SessionRepository,
    private readonly handovers: SessionHandoverRepository,
  ) {}

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
    await this.sessions.insert({
      id: session.id,
      user_id: userId,
      realm_id: realmId,
      state,
      created_at: now,
      last_seen_at: now,
      expires_at: session.expiresAt,
      address,
    });
    return { token, session };
  }

  /** The live session behind a cookie token, or null; slides its expiry on use. */
  async resolve(token: string | undefined): Promise<Session | null> {
    if (!token) return null;
    const id = hashSecret(token);
    const row = await this.sessions.byId(id);
    const now = Date.now();
    if (!row || row.expires_at <= now) return null;
    if (now - row.last_seen_at >= SESSION_TOUCH_MS) {
      await this.sessions.touch(id, now, now + SESSION_IDLE_MS);
      row.expires_at = now + SESSION_IDLE_MS;
    }
    return toSession(row);
  }

  /** Whether a session still exists and has not expired (sockets opened by it ask again later). */
  async isAlive(id: string, now = Date.now()): Promise<boolean> {
    const expiresAt = await this.sessions.expiresAt(id);
    return expiresAt !== undefined && expiresAt > now;
  }

  update(id: string, changes: { state?: SessionState; realmId?: string }): Promise<void> {
    return this.sessions.update(id, changes);
  }

  destroy(id: string): Promise<void> {
    return this.sessions.delete(id);
  }

  /** Ends every session of a user except, optionally, one; returns the ids ended. */
  destroyForUser(userId: string, except?: string): Promise<string[]> {
    return this.sessions.deleteForUser(userId, except);
  }

  /** A new hand-over token for a signed-in session (the tokens of its other tabs stay good). */
  async issueHandover(session: Session, now = Date.now()): Promise<HandoverGrant> {
    const token = newSecret();
    await this.handovers.insert(session.id, hashSecret(token), now, now + HANDOVER_TTL_MS);
    return { token, expiresInMs: HANDOVER_TTL_MS };
  }

  /** The live session a hand-over token was issued for, or null; the token is spent either way. */
  async takeHandover(token: string, now = Date.now()): Promise<Session | null> {
    const sessionId = await this.handovers.take(hashSecret(token), now);
    if (!sessionId) return null;
    const row = await this.sessions.byId(sessionId);
    return row && row.expires_at > now ? toSession(row) : null;
  }

  /** Removes sessions past their expiry and returns their ids, so their subscribers can be told;
   *  hand-over tokens past theirs go with them. */
  async sweepExpired(now = Date.now()): Promise<string[]> {
    await this.handovers.deleteExpired(now);
    return this.sessions.deleteExpired(now);
  }
}

function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    userId: row.user_id,
    realmId: row.realm_id,
    state: row.state as SessionState,
    expiresAt: row.expires_at,
  };
}
