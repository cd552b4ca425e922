/** Bounds what the platform holds for one GraphQL subscription socket (issue 16, Load: a soak of
 *  months with consoles on busy machines and slow links). Mercurius sends a subscription's next
 *  message only once the previous one has been written to the socket, so the messages of a client
 *  that stops reading wait in Mercurius's per-subscription queue, which has no bound. Here a socket
 *  that has not taken a message for SLOW_SUBSCRIBER_MS is closed with 1013 (Try Again Later):
 *  graphql-ws clients reconnect on it and subscribe again, and the console reloads its data on a
 *  reconnect (spec 1 §7). Checked at every send; Mercurius's keep-alive (every 10 s) sends even
 *  when nothing is published. */
import WebSocket from 'ws';

/** Longer than any pause of a live console (a busy event loop, a tab in the background is still
 *  read by the browser), well within what a client stuck for good would pile up. */
export const SLOW_SUBSCRIBER_MS = 30_000;
/** RFC 6455 "Try Again Later": the server ended the connection for now, not the subscriptions. */
export const TRY_AGAIN_LATER = 1013;

type SendCallback = (err?: Error) => void;

export function closeSlowSubscriber(socket: WebSocket, afterMs = SLOW_SUBSCRIBER_MS): void {
  /** When each send not yet written was made, oldest first (sends complete in order). */
  const unwritten: number[] = [];
  const send = socket.send.bind(socket) as (data: unknown, ...rest: unknown[]) => void;
  socket.send = ((data: unknown, ...rest: unknown[]) => {
    const oldest = unwritten[0];
    if (oldest !== undefined && Date.now() - oldest > afterMs && socket.readyState === WebSocket.OPEN) {
      socket.close(TRY_AGAIN_LATER, `Try again later: no message taken for ${afterMs / 1000} s`);
    }
    const last = rest.length - 1;
    const callback = typeof rest[last] === 'function' ? (rest[last] as SendCallback) : undefined;
    unwritten.push(Date.now());
    const written: SendCallback = (err) => {
      unwritten.shift();
      callback?.(err);
    };
    send(data, ...(callback ? rest.slice(0, last) : rest), written);
  }) as typeof socket.send;
}
