/** Every failure leaves as JSON {code, message} with a 4xx/5xx status, with messageKey and params
 *  where the console can translate the message (issue 34); internals are logged, not sent. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { serverMessageCode } from '../../shared/messages/serverMessages';
import { DomainError } from '../kernel/DomainError';
import { redactCredentials } from '../kernel/redactCredentials';
import { apiFailure } from './apiFailure';

const INTERNAL_ERROR = 'Internal server error';

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
      const message = redactCredentials(error.message);
      return reply.code(status).send({ code: status, message, ...serverMessageCode(message) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ code: 500, message: INTERNAL_ERROR, ...serverMessageCode(INTERNAL_ERROR) });
  });
}
