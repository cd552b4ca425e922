/** Who is asking: every resolver starts here (then asks access/authorize), so session, realm and
 *  permission are checked on the server for every field that reads or writes realm data. */
import type { SessionConnection } from '../auth/SessionConnections';
import type { Session } from '../auth/sessionStore';
import type { Caller } from '../access/Caller';
import { identifyCaller } from '../access/identifyCaller';
import type { Services } from '../services';

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

export type { Caller };

/** The signed-in caller with a role in the session's realm; throws 401 otherwise. */
export function access(ctx: GraphQLContext): Promise<Caller> {
  ctx.caller ??= identifyCaller(ctx.services, ctx.session, ctx.connection);
  return ctx.caller;
}
