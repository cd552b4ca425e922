/** The console's one GraphQL client: queries and mutations over fetch, subscriptions over
 *  graphql-ws on the same path (spec 1 §7, design §4), and the page reload on a 401. */
import { cacheExchange, type CacheExchangeOpts } from '@urql/exchange-graphcache';
import { createClient as createWsClient, type Client as WsClient } from 'graphql-ws';
import { Client, type CombinedError, fetchExchange, mapExchange, type Operation, subscriptionExchange } from 'urql';
import { AUTH_PATHS, PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../shared/auth/loginApi';
import type { Platform } from '../platform';
import { createCacheOptions } from './cacheConfig';

/** Spec 1 §7: subscriptions keep their socket alive every 10 s … */
export const SUBSCRIPTION_KEEP_ALIVE_MS = 10_000;
/** … and retry for ever. */
export const SUBSCRIPTION_RETRY_ATTEMPTS = Infinity;

/**
 * Context for the one operation whose 401 must not reload the page (the user-info query, which
 * is how the console learns it is logged out): `useQuery({ query, context: ALLOW_UNAUTHORIZED })`.
 * Pass a memoised or module-level object, as urql compares contexts by identity.
 */
export const ALLOW_UNAUTHORIZED = { allowUnauthorized: true } as const;

export interface GraphqlClientOptions {
  platform: Pick<Platform, 'reload'>;
  /** Absolute http(s) URL of the endpoint; defaults to /api/graphql on the page's origin. */
  url?: string;
  /** The graphql-ws client; made lazily (no socket until the first subscription) when absent. */
  wsClient?: WsClient;
  /** Features' own cache updaters and optimistic answers (e.g. the workspace's), laid over the
   *  schema's list invalidations. */
  cacheUpdates?: Pick<CacheExchangeOpts, 'updates' | 'optimistic'>;
}

/** A client with the socket its subscriptions use: dispose() ends every subscription. */
export interface GraphqlConnection {
  client: Client;
  dispose(): void;
  /** Calls the listener each time the subscription socket is connected again after losing its
   *  connection (spec 3 §4 socket state Reconnected); returns the function that stops it. */
  onReconnected(listener: () => void): () => void;
}

export function createGraphqlClient(options: GraphqlClientOptions): Client {
  return createGraphqlConnection(options).client;
}

export function createGraphqlConnection({
  platform,
  url,
  wsClient,
  cacheUpdates,
}: GraphqlClientOptions): GraphqlConnection {
  const httpUrl = url ?? new URL(AUTH_PATHS.graphql, window.location.href).href;
  const ws =
    wsClient ??
    createWsClient({
      url: toWebSocketUrl(httpUrl),
      keepAlive: SUBSCRIPTION_KEEP_ALIVE_MS,
      retryAttempts: SUBSCRIPTION_RETRY_ATTEMPTS,
      shouldRetry: () => true,
      // Browsers cannot set headers on a WebSocket; the same marker travels in connection_init.
      connectionParams: { [PREFLIGHT_HEADER]: PREFLIGHT_VALUE },
    });
  const client = new Client({
    url: httpUrl,
    // Design §4: POST, never GET (urql would otherwise send short queries in the URL).
    preferGetMethod: false,
    fetchOptions: { credentials: 'same-origin', headers: { [PREFLIGHT_HEADER]: PREFLIGHT_VALUE } },
    exchanges: [
      mapExchange({
        onError(error, operation) {
          if (isUnauthorized(error) && !allowsUnauthorized(operation)) platform.reload();
        },
      }),
      // Server data stays normalised here (design §3): entities by id, the rest under their parent.
      cacheExchange(createCacheOptions(cacheUpdates)),
      fetchExchange,
      subscriptionExchange({
        forwardSubscription(request) {
          const input = { ...request, query: request.query ?? '' };
          return {
            subscribe(sink) {
              const unsubscribe = ws.subscribe(input, sink);
              return { unsubscribe };
            },
          };
        },
      }),
    ],
  });
  return {
    client,
    dispose: () => void ws.dispose(),
    onReconnected: (listener) =>
      ws.on('connected', (_socket, _payload, wasRetry) => {
        if (wasRetry) listener();
      }) ?? (() => undefined),
  };
}

/** A 401 anywhere in the answer: the HTTP status, or a GraphQL error whose extensions carry it. */
export function isUnauthorized(error: CombinedError): boolean {
  const status = (error.response as { status?: number } | undefined)?.status;
  if (status === 401) return true;
  return error.graphQLErrors.some((e) => {
    const { code, status: extensionStatus } = e.extensions ?? {};
    return code === 401 || code === '401' || code === 'UNAUTHENTICATED' || extensionStatus === 401;
  });
}

function allowsUnauthorized(operation: Operation): boolean {
  return (operation.context as { allowUnauthorized?: boolean }).allowUnauthorized === true;
}

function toWebSocketUrl(httpUrl: string): string {
  const url = new URL(httpUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}
