/** A GraphQL WebSocket that has not sent its connection_init within the protocol's wait is closed
 *  with 4408 (graphql-transport-ws: 'Connection initialisation timeout'; graphql-ws's own server
 *  waits 3 s by default). Mercurius has no such wait: 1,000 anonymous sockets that never sent it
 *  were held for good, 200 MB with them (issue 27 #10). The console's client sends it on open. */
import type WebSocket from 'ws';

/** graphql-ws's connectionInitWaitTimeout default. */
export const CONNECTION_INIT_WAIT_MS = 3_000;
export const INIT_TIMEOUT_CLOSE = { code: 4408, reason: 'Connection initialisation timeout' } as const;

/** To be called before the guard and Mercurius see the socket's frames. */
export function closeUninitialisedSocket(socket: WebSocket, waitMs = CONNECTION_INIT_WAIT_MS): void {
  const timer = setTimeout(() => socket.close(INIT_TIMEOUT_CLOSE.code, INIT_TIMEOUT_CLOSE.reason), waitMs);
  const initialised = (data: unknown) => {
    // Only until the first connection_init: frames after it are the guard's to judge.
    let type: unknown;
    try {
      type = (JSON.parse(String(data)) as { type?: unknown } | null)?.type;
    } catch {
      return;
    }
    if (type !== 'connection_init') return;
    clearTimeout(timer);
    socket.off('message', initialised);
  };
  socket.on('message', initialised);
  socket.once('close', () => clearTimeout(timer));
}
