/** Who is asking: every resolver starts here, so session, realm and permission are checked
 *  on the server for every field that reads or writes realm data. */
import mercurius from 'mercurius';
import type { SessionConnection } from '../auth/SessionConnections';
import type { Session } from '../auth/sessionStore';
import { ADMIN_ROLE, type Membership, type UserRow } from '../db/repositories/users';
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

const { ErrorWithProps } = mercurius;

// extensions.code carries the HTTP-like code; on the wire Mercurius writes it as a string.

export const denied = {
  unauthenticated: () => new ErrorWithProps('Not logged in', { code: 401 }, 401),
  forbidden: (message = 'Access denied') => new ErrorWithProps(message, { code: 403 }),
  badInput: (message: string) => new ErrorWithProps(message, { code: 400 }),
  busy: (message: string) => new ErrorWithProps(message, { code: 503 }),
};

/** The signed-in caller with a role in the session's realm; throws 401 otherwise. */
export function access(ctx: GraphQLContext): Promise<Caller> {
  ctx.caller ??= resolveCaller(ctx);
  return ctx.caller;
}

export async function requireAdmin(ctx: GraphQLContext): Promise<Caller> {
  const caller = await access(ctx);
  if (!caller.isAdmin) throw denied.forbidden('Administrator rights required');
  return caller;
}

async function resolveCaller(ctx: GraphQLContext): Promise<Caller> {
  const session = ctx.session;
  // Sessions waiting for a code or a password change may use the login family only.
  if (!session || session.state !== 'ACTIVE') throw denied.unauthenticated();
  if (ctx.connection && (ctx.connection.ended || !(await ctx.services.sessions.isAlive(session.id)))) {
    throw denied.unauthenticated();
  }
  const user = await ctx.services.users.byId(session.userId);
  if (!user || user.blocked_at != null) throw denied.unauthenticated();
  const membership = await ctx.services.users.membership(user.id, session.realmId);
  if (!membership) throw denied.unauthenticated();
  return { session, user, membership, isAdmin: membership.role === ADMIN_ROLE };
}
