/** GraphQL at /api/graphql: queries and mutations over POST, subscriptions over graphql-ws on
 *  the same path; the context carries the request's session for every resolver to check. */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { specifiedRules, validate } from 'graphql';
import mercurius, { type CustomPubSub } from 'mercurius';
import type WebSocket from 'ws';
import { AUTH_PATHS } from '../../shared/auth/loginApi';
import { projectRoot } from '../kernel/readConfig';
import { redactCredentials } from '../kernel/redactCredentials';
import { isSameOrigin } from '../http/preflight';
import { requestSession } from '../http/sessionCookie';
import { finishClosingOnProtocolErrors } from '../http/websocketErrors';
import type { Services } from '../services';
import type { GraphQLContext } from './access';
import { BusPubSub } from './busPubSub';
import { closeUninitialisedSocket } from './closeUninitialisedSocket';
import { documentNestingProblem } from './limits/documentNestingProblem';
import { listVariablesProblem } from './limits/listVariablesProblem';
import { QUERY_LIMITS, queryLimitRules } from './limits/queryLimits';
import { resolvers } from './resolvers';
import { closeSlowSubscriber } from './slowSubscriber';
import { guardSubscriptionSocket } from './subscriptionSocketGuard';
import { translateDomainErrors } from './translateDomainErrors';
import { withoutSuggestions } from './withoutSuggestions';

/** @fastify/websocket's handler of a route's sockets. */
type SocketHandler = (this: FastifyInstance, socket: WebSocket, request: FastifyRequest) => void | Promise<unknown>;

/** graphql-ws keep-alive (spec 1 §7: 10 s). */
const KEEP_ALIVE_MS = 10_000;

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
  // Every frame of a subscription socket is screened before Mercurius reads it.
  app.addHook('onRoute', (route) => {
    const socketRoute = route as typeof route & { wsHandler?: SocketHandler };
    const handler = socketRoute.wsHandler;
    if (route.url !== AUTH_PATHS.graphql || !handler) return;
    socketRoute.wsHandler = function (socket, request) {
      finishClosingOnProtocolErrors(socket, request);
      closeUninitialisedSocket(socket);
      guardSubscriptionSocket(socket);
      closeSlowSubscriber(socket);
      return handler.call(this, socket, request);
    };
  });
  const validationRules = queryLimitRules({ introspection: services.config.development });
  await app.register(mercurius, {
    schema: loadSchemaText(),
    resolvers: translateDomainErrors(resolvers),
    path: AUTH_PATHS.graphql,
    graphiql: false,
    queryDepth: QUERY_LIMITS.depth,
    graphql: { parseOptions: { maxTokens: QUERY_LIMITS.tokens } },
    cache: QUERY_LIMITS.cachedDocuments,
    validationRules,
    context: async (request): Promise<GraphQLContext> => ({
      services,
      session: await requestSession(request, services.sessions),
      origin: `${request.protocol}://${request.headers.host ?? request.hostname}`,
    }),
    errorFormatter: (execution, context) => {
      const defaults = mercurius.defaultErrorFormatter(execution, context);
      // No answer carries a URL's login, whatever error text it came from (issue 36).
      const errors = defaults.response.errors?.map((e) => ({
        ...e,
        message: redactCredentials(withoutSuggestions(e.message)),
      }));
      const formatted = { ...defaults, response: { ...defaults.response, errors } };
      // The console reloads on any 401; make it visible on the HTTP status too.
      const unauthenticated = execution.errors.some((e) => e.extensions?.code === 401);
      if (unauthenticated) return { ...formatted, statusCode: 401 };
      // A document refused by validation (a limit, a typo) never ran: 400 however many rules it broke
      // (Mercurius answers 200 as soon as more than one did).
      const invalid = execution.errors.some(
        (e) => (e.originalError as { code?: string } | undefined)?.code === 'MER_ERR_GQL_VALIDATION',
      );
      return invalid ? { ...formatted, statusCode: 400 } : formatted;
    },
    subscription: {
      // Mercurius's type also asks for an `emitter`, which it never reads when a pubsub is given.
      pubsub: new BusPubSub(services.bus) as unknown as CustomPubSub,
      keepAlive: KEEP_ALIVE_MS,
      verifyClient: (info, next) => next(isSameOrigin({ headers: info.req.headers })),
      context: async (socket, request): Promise<GraphQLContext> => {
        const session = await requestSession(request, services.sessions);
        if (!session) return { services, session };
        // Graceful close: graphql-ws clients read 4403 as "forbidden" and reconnect, and the new
        // socket carries no live session, so the console sees 401 and returns to the login page.
        const connection = services.sessionConnections.attach(session.id, () => socket.close(4403, 'Session ended'));
        socket.once('close', () => connection.detach());
        return { services, session, connection };
      },
    },
  });
  // Before the parser, which descends recursively into every nested bracket, and before the cache,
  // which keeps every distinct document text with its parse.
  const refuseOversizedDocuments = async (_schema: unknown, source: string) => {
    const problem =
      source.length > QUERY_LIMITS.documentLength
        ? `The document is longer than ${QUERY_LIMITS.documentLength} characters`
        : documentNestingProblem(source);
    if (problem) throw new mercurius.ErrorWithProps(problem, { code: 400 }, 400);
  };
  app.graphql.addHook('preParsing', refuseOversizedDocuments);
  app.graphql.addHook('preSubscriptionParsing', refuseOversizedDocuments);
  // Mercurius validates queries and mutations only: a subscription is held to the same rules.
  app.graphql.addHook('preSubscriptionExecution', async (schema, document) => {
    const [error] = validate(schema, document, [...specifiedRules, ...validationRules]);
    if (error) throw new mercurius.ErrorWithProps(withoutSuggestions(error.message), { code: 400 }, 400);
  });
  // Validation is cached per document text, so lists passed as variables are measured here.
  app.graphql.addHook('preExecution', async (schema, document, _context, variables) => {
    const problem = listVariablesProblem(schema, document, variables, QUERY_LIMITS.listItems);
    if (problem) throw new mercurius.ErrorWithProps(problem, { code: 400 }, 400);
  });
}
