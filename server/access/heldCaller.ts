/** Who holds a grant made long ago (issue 27: an open media socket, a media ticket issued before a
 *  change), as they are now: its session, user, membership and policies asked through the same
 *  identifyCaller as every request. */
import type { Session } from '../auth/sessionStore';
import { DomainError } from '../kernel/DomainError';
import type { Caller } from './Caller';
import { identifyCaller, type CallerSources } from './identifyCaller';

/** What was authorised earlier: the session, its user and the realm it acted in. */
export interface HeldGrant {
  sessionId: string;
  userId: string;
  realmId: string;
}

/** The caller now; undefined when the session has ended or the user or their membership is gone. */
export async function heldCaller(sources: CallerSources, held: HeldGrant): Promise<Caller | undefined> {
  // Only an active session was given the grant; whether it still lives is asked of the store.
  const session: Session = {
    id: held.sessionId,
    userId: held.userId,
    realmId: held.realmId,
    state: 'ACTIVE',
    expiresAt: Number.POSITIVE_INFINITY,
  };
  try {
    return await identifyCaller(sources, session, { ended: false });
  } catch (err) {
    if (DomainError.is(err)) return undefined;
    throw err;
  }
}
