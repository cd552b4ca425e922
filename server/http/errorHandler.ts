/** Every failure leaves as JSON {code, message} with a 4xx/5xx status; internals are logged, not sent. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError } from '../kernel/DomainError';
import { redactCredentials } from '../kernel/redactCredentials';
import { apiFailure } from './apiFailure';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      const { status, body, headers } = apiFailure(error);
      return reply.code(status).headers(headers).send(body);
    }
    if (error.validation) {
      return reply.code(400).send({ code: 400, message: `Invalid request: ${error.message}` });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ code: status, message: redactCredentials(error.message) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ code: 500, message: 'Internal server error' });
  });
}
