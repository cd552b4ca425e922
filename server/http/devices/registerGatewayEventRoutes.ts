/** The gateways' event intake (issue 28, shared/devices GATEWAY_EVENTS_API): a gateway posts each
 *  event signed with its own secret (HMAC-SHA256 over the timestamp and the exact body bytes, see
 *  devices/GatewayEvents). No session here: a gateway is not a user; the signature is its identity.
 *  The body is kept as the bytes that arrived, since re-serialised JSON would not match the
 *  signature. */
import type { FastifyInstance } from 'fastify';
import {
  GATEWAY_EVENTS_API,
  GATEWAY_SIGNATURE_HEADER,
  GATEWAY_TIMESTAMP_HEADER,
} from '../../../shared/devices/deviceAdminConstants';
import type { Services } from '../../services';
import { bodyListProblem } from '../listLengthLimit';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The body as JSON for the list limit's look only (the gateway's service parses and judges it). */
function parsedOrUndefined(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

export function registerGatewayEventRoutes(app: FastifyInstance, services: Services): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { id: string } }>(GATEWAY_EVENTS_API, async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      // The bytes stay unparsed for the signature, so the platform's list limit is applied here.
      const tooLong = bodyListProblem(parsedOrUndefined(body));
      if (tooLong) return reply.code(400).send({ code: 400, message: tooLong });
      const entry = await services.deviceAdmin.gatewayEvents.receive(request.params.id, {
        timestamp: header(request.headers[GATEWAY_TIMESTAMP_HEADER]),
        signature: header(request.headers[GATEWAY_SIGNATURE_HEADER]),
        body,
      });
      return reply.code(201).send({ context: entry.id, triggeredAt: entry.triggeredAt });
    });
  });
}
