/** Answers what Fastify refuses before any hook runs (a URL that does not decode, a path
 *  parameter too long): the usual {code, message} body, with the security headers the hooks
 *  would have set. */
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
