/** Turns a session into a Caller: an active session of an unblocked user with a role in the
 *  session's realm, or a DomainError 401 (GraphQL's access() and REST's restCaller both ask here). */
import type { Session, SessionStore } from '../auth/sessionStore';
import type { UserRepository } from '../db/repositories/users';
import { DomainError } from '../errors/DomainError';
import type { Caller } from './Caller';

export interface CallerSources {
  users: UserRepository;
  sessions: SessionStore;
}

/** `recheck`: the session was read earlier (a socket opened long ago), so ask whether it still lives. */
export async function identifyCaller(
  sources: CallerSources,
  session: Session | null,
  recheck?: { ended: boolean },
): Promise<Caller> {
  // Sessions waiting for a code or a password change may use the login family only.
  if (!session || session.state !== 'ACTIVE') throw DomainError.unauthenticated();
  if (recheck && (recheck.ended || !(await sources.sessions.isAlive(session.id)))) {
    throw DomainError.unauthenticated();
  }
  const user = await sources.users.byId(session.userId);
  if (!user || user.blocked_at != null) throw DomainError.unauthenticated();
  const membership = await sources.users.membership(user.id, session.realmId);
  if (!membership) throw DomainError.unauthenticated();
  return { session, user, membership };
}
