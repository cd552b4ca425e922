/** Turns a session into a Caller: an active session of an unblocked user with a role in the
 *  session's realm, or a DomainError 401 (GraphQL's access() and REST's restCaller both ask here). */
import type { Session, SessionStore } from '../auth/sessionStore';
import type { UserRepository } from '../db/repositories/users';
import { DomainError } from '../kernel/DomainError';
import type { Caller } from './Caller';
import type { PolicyEngine } from './policies/PolicyEngine';

export interface CallerSources {
  /** The users domain's reads (the platform's UserDirectory), never the repository itself. */
  userDirectory: Pick<UserRepository, 'byId' | 'membership'>;
  sessions: SessionStore;
  /** Answers authorize() from the realm's policies; without it, roles' system policies answer. */
  access?: { policyEngine: PolicyEngine };
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
  const user = await sources.userDirectory.byId(session.userId);
  if (!user || user.blocked_at != null) throw DomainError.unauthenticated();
  const membership = await sources.userDirectory.membership(user.id, session.realmId);
  if (!membership) throw DomainError.unauthenticated();
  const engine = sources.access?.policyEngine;
  if (!engine) return { session, user, membership };
  await engine.ready(membership.realmId);
  return {
    session,
    user,
    membership,
    policy: engine.forSession(session.id, user.id, membership.realmId, membership.role),
  };
}
