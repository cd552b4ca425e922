/** Who is asking: every resolver starts here, so session, realm and permission are checked
 *  on the server for every field that reads or writes realm data. */
import type { SessionConnection } from '../auth/SessionConnections';
import type { Session } from '../auth/sessionStore';
import { ADMIN_ROLE, type Membership, type UserRow } from '../db/repositories/users';
import { DomainError } from '../errors/DomainError';
import type { Services } from '../platform/services';

export interface GraphQLContext {
  services: Services;
  session: Session | null;
  /** The origin the request came to (scheme://host), for URLs handed back to the client. */
  origin?: string;
  /** Filled on first use by access(). */
  caller?: Promise<Caller>;
  /** Set on graphql-ws connections: the session was read when the socket opened, so every
   *  operation asks again whether it is still alive. */
  connection?: SessionConnection;
}

export interface Caller {
  session: Session;
  user: UserRow;
  membership: Membership;
  isAdmin: boolean;
}

/** The signed-in caller with a role in the session's realm; throws 401 otherwise. */
export function access(ctx: GraphQLContext): Promise<Caller> {
  ctx.caller ??= resolveCaller(ctx);
  return ctx.caller;
}

export async function requireAdmin(ctx: GraphQLContext): Promise<Caller> {
  const caller = await access(ctx);
  if (!caller.isAdmin) throw DomainError.forbidden('Administrator rights required');
  return caller;
}

async function resolveCaller(ctx: GraphQLContext): Promise<Caller> {
  const session = ctx.session;
  // Sessions waiting for a code or a password change may use the login family only.
  if (!session || session.state !== 'ACTIVE') throw DomainError.unauthenticated();
  if (ctx.connection && (ctx.connection.ended || !(await ctx.services.sessions.isAlive(session.id)))) {
    throw DomainError.unauthenticated();
  }
  const user = await ctx.services.users.byId(session.userId);
  if (!user || user.blocked_at != null) throw DomainError.unauthenticated();
  const membership = await ctx.services.users.membership(user.id, session.realmId);
  if (!membership) throw DomainError.unauthenticated();
  return { session, user, membership, isAdmin: membership.role === ADMIN_ROLE };
}
