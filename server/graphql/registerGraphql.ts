/** GraphQL at /api/graphql: queries and mutations over POST, subscriptions over graphql-ws on
 *  the same path; the context carries the request's session for every resolver to check. */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import mercurius, { type CustomPubSub } from 'mercurius';
import { AUTH_PATHS } from '../../shared/auth/loginApi';
import { projectRoot } from '../config';
import { isSameOrigin } from '../http/preflight';
import { requestSession } from '../http/sessionCookie';
import type { Services } from '../platform/services';
import type { GraphQLContext } from './access';
import { BusPubSub } from './busPubSub';
import { resolvers } from './resolvers';

/** graphql-ws keep-alive (spec 1 §7: 10 s). */
const KEEP_ALIVE_MS = 10_000;
/** Deeper queries are refused: no screen of the console needs more. */
const MAX_QUERY_DEPTH = 12;

export const SCHEMA_DIR = path.join(projectRoot(), 'server', 'graphql', 'schema');

/** All SDL files, base first, then by name: one schema text. */
export function loadSchemaText(dir = SCHEMA_DIR): string {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)));
  return files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n');
}

export async function registerGraphql(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(mercurius, {
    schema: loadSchemaText(),
    resolvers: resolvers as never,
    path: AUTH_PATHS.graphql,
    graphiql: false,
    queryDepth: MAX_QUERY_DEPTH,
    context: async (request): Promise<GraphQLContext> => ({
      services,
      session: await requestSession(request, services.sessions),
      origin: `${request.protocol}://${request.headers.host ?? request.hostname}`,
    }),
    errorFormatter: (execution, context) => {
      const formatted = mercurius.defaultErrorFormatter(execution, context);
      // The console reloads on any 401; make it visible on the HTTP status too.
      const unauthenticated = execution.errors.some((e) => e.extensions?.code === 401);
      return unauthenticated ? { ...formatted, statusCode: 401 } : formatted;
    },
    subscription: {
      // Mercurius's type also asks for an `emitter`, which it never reads when a pubsub is given.
      pubsub: new BusPubSub(services.bus) as unknown as CustomPubSub,
      keepAlive: KEEP_ALIVE_MS,
      verifyClient: (info, next) => next(isSameOrigin({ headers: info.req.headers })),
      context: async (_socket, request): Promise<GraphQLContext> => ({
        services,
        session: await requestSession(request, services.sessions),
      }),
    },
  });
}
