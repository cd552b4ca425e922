/** Whether a session may still take an action it was allowed long ago (issue 27: an open media
 *  socket, a media ticket issued before a DENY): its session, user, membership and policies as they
 *  are now, asked through the same identifyCaller and authorize rules as every request. */
import type { Session } from '../auth/sessionStore';
import { DomainError } from '../kernel/DomainError';
import type { Action, Resource } from './actions';
import { can } from './authorize';
import { identifyCaller, type CallerSources } from './identifyCaller';

/** What was authorised earlier: the session, its user and the realm it acted in. */
export interface HeldGrant {
  sessionId: string;
  userId: string;
  realmId: string;
}

/** False when the session has ended, the user or their membership is gone, or the policy refuses. */
export async function sessionMay(
  sources: CallerSources,
  held: HeldGrant,
  action: Action,
  resource: Resource,
): Promise<boolean> {
  // Only an active session was given the grant; whether it still lives is asked of the store.
  const session: Session = {
    id: held.sessionId,
    userId: held.userId,
    realmId: held.realmId,
    state: 'ACTIVE',
    expiresAt: Number.POSITIVE_INFINITY,
  };
  try {
    const caller = await identifyCaller(sources, session, { ended: false });
    return can(caller, action, resource);
  } catch (err) {
    if (DomainError.is(err)) return false;
    throw err;
  }
}
