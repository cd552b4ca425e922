/** Answers what Fastify refuses before any hook runs (a URL that does not decode, a path
 *  parameter too long): the usual {code, message} body, with the security headers the hooks
 *  would have set. */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type SecurityHeaderSources, securityHeaders } from './securityHeaders';

export function frameworkErrors(sources: SecurityHeaderSources) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    void reply
      .headers(securityHeaders(request.protocol === 'https', request.headers.host, sources))
      .code(status)
      .send({ code: status, message: `Invalid request: ${error.message}` });
  };
}

/** Answers what Node's HTTP parser refuses before Fastify sees a request (headers or a URL over
 *  the size limit, a request that does not parse, a client too slow to send one) with the same
 *  {code, message} body, in place of Fastify's own {error, statusCode} one. */
export function clientErrors(error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request timed out']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request headers are too large']
        : [400, 'Invalid request'];
  const body = JSON.stringify({ code, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${code} ${STATUS_CODES[code]}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
