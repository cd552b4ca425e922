/** The WebSocket server behind the platform's @fastify/websocket routes (GraphQL subscriptions,
 *  design.md §4: graphql-ws; issue 16: every refusal a close with a code). Registered before
 *  Mercurius, which then uses it instead of registering its own with the plugin's defaults.
 *
 *  Why not the defaults: when a client breaks the WebSocket framing itself (a frame over the size
 *  limit, invalid UTF-8 in a text frame, an unknown opcode), ws starts the RFC 6455 closing
 *  handshake with the matching code (1009, 1007, 1002) and then emits 'error'; @fastify/websocket's
 *  default handler answers that 'error' with terminate(), which destroys the TCP socket while the
 *  client's frame is still arriving. The kernel then resets the connection and the client, which
 *  drops unread data on a reset, never reads the close frame: it sees 1006, a socket dropped for
 *  no stated reason. Here ws finishes the handshake it began (its own 30 s timer ends a client
 *  that never answers), and only errors that leave no handshake to finish end the socket. */
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { isSameOrigin } from './preflight';

/** Largest frame a GraphQL socket accepts: a subscribe with its document limits fits many times over. */
export const GRAPHQL_WS_MAX_PAYLOAD = 1024 * 1024;

/** ws tags the errors of its frame parser with these codes; each comes with a close already begun. */
const WS_PROTOCOL_ERROR = /^WS_ERR_/;

export function isWebSocketProtocolError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && WS_PROTOCOL_ERROR.test(code);
}

/** What the platform does with an 'error' of an accepted socket (or a handler that threw). */
export function onWebSocketError(error: Error, socket: WebSocket, request: FastifyRequest): void {
  if (isWebSocketProtocolError(error)) {
    // The client's fault, already answered by ws with the RFC's close code.
    request.log.info({ err: error }, 'WebSocket frame refused');
    return;
  }
  request.log.error({ err: error }, 'WebSocket failed');
  socket.terminate();
}

export async function registerWebSocketServer(app: FastifyInstance): Promise<void> {
  await app.register(websocket, {
    options: {
      maxPayload: GRAPHQL_WS_MAX_PAYLOAD,
      // Browsers send an Origin on every upgrade: a page of another site may not ride the session.
      verifyClient: (info, next) => next(isSameOrigin({ headers: info.req.headers })),
    },
    errorHandler: (error, socket, request) => onWebSocketError(error, socket, request),
  });
}
