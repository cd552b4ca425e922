/** The wall display page's graphql-ws socket (issue 30): it retries for ever, as the console's
 *  does, but waits at most a few seconds between attempts, so a wall is back within seconds of a
 *  platform restart or a network outage however long it lasted; it reports when it is connected
 *  and when it is not. */
import { createClient, type Client } from 'graphql-ws';
import { AUTH_PATHS, PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../../shared/auth/loginApi';

/** Spec 1 §7: subscriptions keep their socket alive every 10 s. */
const KEEP_ALIVE_MS = 10_000;
/** Longest wait between two reconnection attempts. */
export const WALL_RETRY_MAX_MS = 3_000;

/** The wait before attempt `retries` (from 0): 250 ms doubling, at most WALL_RETRY_MAX_MS. */
export function wallRetryDelay(retries: number): number {
  return Math.min(250 * 2 ** retries, WALL_RETRY_MAX_MS);
}

export function createWallSocket(onOnline: (online: boolean) => void): Client {
  const url = new URL(AUTH_PATHS.graphql, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return createClient({
    url: url.href,
    keepAlive: KEEP_ALIVE_MS,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, wallRetryDelay(retries))),
    connectionParams: { [PREFLIGHT_HEADER]: PREFLIGHT_VALUE },
    on: {
      connected: () => onOnline(true),
      closed: () => onOnline(false),
    },
  });
}
