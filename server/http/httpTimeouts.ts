/** How long the HTTP server waits on a client before it closes the connection: sockets that sent
 *  nothing used to be held for minutes, so a few hundred of them tied the server up.
 *  WebSockets are not cut: Node stops the header and request clocks once a request has arrived,
 *  and `ws` turns the socket's idle timeout off when it takes the socket over on upgrade. */
import type http from 'node:http';

export interface HttpTimeouts {
  /** From the first byte of a request (or a fresh connection) until its header block is complete. */
  headersMs: number;
  /** Until the whole request, body included, has arrived; the response is not limited by it. */
  requestMs: number;
  /** A keep-alive connection with no request, after the previous response. */
  keepAliveMs: number;
  /** A socket with no traffic either way: a silent connection, a stalled upload or download. */
  idleMs: number;
  /** How often Node looks for requests past headersMs or requestMs. */
  checkIntervalMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  // A browser sends its headers in one packet; 20 s leaves room for a slow mobile link and cuts
  // slow-header (slowloris) clients that trickle a byte now and then to dodge idleMs.
  headersMs: 20_000,
  // The largest body (a 4 MB configuration) at ~70 KB/s; a client slower than that has stalled.
  requestMs: 60_000,
  // The console talks over WebSockets and short bursts of requests; a browser that meets a
  // closed keep-alive socket opens another, which is cheaper than holding idle ones. (Node waits
  // a second longer than it announces in Keep-Alive, so the client gives up first.)
  keepAliveMs: 10_000,
  // Longer than any request takes to answer (a snapshot waits seconds for ffmpeg); a download
  // that keeps sending resets it with every chunk the client reads.
  idleMs: 60_000,
  // Node's default (30 s) would let a 20 s header limit run to 50 s.
  checkIntervalMs: 5_000,
};

/** Fastify's server options for these timeouts (Fastify sets keepAlive/request/idle on the server). */
export function httpServerTimeouts(timeouts: HttpTimeouts): {
  connectionTimeout: number;
  keepAliveTimeout: number;
  requestTimeout: number;
  http: http.ServerOptions;
} {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    // Passed to http.createServer, which checks headersTimeout <= requestTimeout.
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  };
}
