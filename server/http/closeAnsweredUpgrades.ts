/** Closes the socket of an upgrade request that was answered over HTTP (refused by the CSRF gate,
 *  not found, or a route that opens no socket). Node hands such a socket over to the 'upgrade'
 *  listener and stops managing it: without this it stayed open, unseen by every HTTP timeout,
 *  until the client left, and kept the server from closing. */
import type { FastifyInstance } from 'fastify';

/** Node sets `upgrade` on every request it passed to the 'upgrade' event (not in @types/node). */
function cameThroughUpgrade(raw: object): boolean {
  return (raw as { upgrade?: unknown }).upgrade === true;
}

export function registerCloseAnsweredUpgrades(app: FastifyInstance): void {
  // onResponse runs for answered requests only: a route that takes the socket over (hijack)
  // never reaches it, so accepted WebSockets are untouched.
  app.addHook('onResponse', async (request) => {
    if (cameThroughUpgrade(request.raw)) request.raw.socket.destroy();
  });
}
