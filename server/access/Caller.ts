/** Who is asking: a signed-in user with a role in the session's realm, as every resolver and
 *  route sees them after the session has been checked (graphql/access, media/http/restCaller). */
import type { Session } from '../auth/sessionStore';
import type { Membership, UserRow } from '../db/repositories/users';

export interface Caller {
  session: Session;
  user: UserRow;
  membership: Membership;
}
