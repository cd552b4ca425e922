/** What an accepted GraphQL WebSocket does on an 'error' (design.md §4: graphql-ws; issue 16:
 *  every refusal a close with a code).
 *
 *  When a client breaks the WebSocket framing itself (a frame over the size limit, invalid UTF-8
 *  in a text frame, an unknown opcode), ws starts the RFC 6455 closing handshake with the matching
 *  code (1009, 1007, 1002) and then emits 'error'. @fastify/websocket's own listener answers that
 *  'error' with terminate(), which destroys the TCP socket while the client's frame is still
 *  arriving: the kernel then resets the connection, the client drops what it had not read yet, the
 *  close frame among it, and sees 1006, a socket dropped for no stated reason. Here ws finishes the
 *  handshake it began (its own 30 s timer ends a client that never answers), and only errors that
 *  leave no handshake to finish end the socket at once. */
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/** Largest frame a GraphQL socket accepts (Mercurius gives it to the socket server). */
export const GRAPHQL_WS_MAX_PAYLOAD = 1024 * 1024;

/** ws tags the errors of its frame parser with these codes; each comes with a close already begun. */
const WS_PROTOCOL_ERROR = /^WS_ERR_/;

export function isWebSocketProtocolError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && WS_PROTOCOL_ERROR.test(code);
}

/** Takes over the socket's 'error' events from @fastify/websocket, whose listener is the only one
 *  when a route's socket handler starts; to be called before the handler adds its own. */
export function finishClosingOnProtocolErrors(socket: WebSocket, request: FastifyRequest): void {
  socket.removeAllListeners('error');
  socket.on('error', (error) => {
    if (isWebSocketProtocolError(error)) {
      // The client's fault, already answered by ws with the RFC's close code.
      request.log.info({ err: error }, 'WebSocket frame refused');
      return;
    }
    request.log.error({ err: error }, 'WebSocket failed');
    socket.terminate();
  });
}
