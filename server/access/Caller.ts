/** Who is asking: a signed-in user with a role in the session's realm, as every resolver and
 *  route sees them after the session has been checked (graphql/access, http/restCaller). */
import type { Session } from '../auth/sessionStore';
import type { Membership, UserRow } from '../db/repositories/users';
import type { PolicyView } from './policies/PolicyEngine';

export interface Caller {
  session: Session;
  user: UserRow;
  membership: Membership;
  /** The session's policies (its groups' statements); without it, the role's system policy answers. */
  policy?: PolicyView;
}
