/** POST /api/error-reports (issue 34): the browser console's Sentry envelopes, passed on by the
 *  installation's relay. Open before sign-in (the login page reports too); the console's SDK sends
 *  the preflight header like every other call. Envelopes arrive as text or bytes. */
import type { FastifyInstance } from 'fastify';
import { ERROR_REPORT_PATH } from '../../shared/installation/installationSettings';
import type { ErrorReportRelay } from '../installation';

/** Largest envelope passed on: an error with its breadcrumbs, never attachments. */
export const ERROR_REPORT_MAX_BYTES = 256 * 1024;

export function registerErrorReportRoute(app: FastifyInstance, relay: ErrorReportRelay): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: ERROR_REPORT_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(ERROR_REPORT_PATH, async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from(String(request.body ?? ''));
      const status = await relay.forward(body);
      return reply.code(status >= 200 && status < 300 ? 200 : 502).send({});
    });
  });
}
