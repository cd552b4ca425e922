/** The archive-on-demand REST client's routes (spec 2 §7): POST /api/aod/submit, GET /api/aod/get,
 *  PUT /api/aod/pause, PUT /api/aod/resume, GET /api/aod/cancel — over the same AOD service. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../../services';
import type { RequestActor, VideoRequestRow } from '../../media/requests/VideoRequestQueue';
import { restCaller } from '../restCaller';
import type { Action } from '../../access/actions';
import type { Caller } from '../../access/Caller';
import { authorize } from '../../access/authorize';
import { requestActor } from '../../media/requests/requestActor';

export const AOD_PATHS = {
  submit: '/api/aod/submit',
  get: '/api/aod/get',
  pause: '/api/aod/pause',
  resume: '/api/aod/resume',
  cancel: '/api/aod/cancel',
} as const;

/** The REST client's reading of a request. */
export function toRestAod(row: VideoRequestRow) {
  return {
    requestid: row.id,
    objid: row.device_id,
    startTs: row.start_time,
    endTs: row.end_time,
    streamNum: row.stream_number,
    isPrivate: row.is_private === 1,
    status: row.status,
    size: row.size,
    downloaded: row.downloaded,
    eta: row.eta,
  };
}

function param(request: FastifyRequest, name: string): unknown {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  return body[name] ?? query[name];
}

const missing = (reply: FastifyReply, name: string) =>
  reply.code(400).send({ code: 400, message: `parameter ${name} should be specified` });

export function registerAodRoutes(app: FastifyInstance, services: Services): void {
  const withActor =
    (
      action: Action,
      work: (actor: RequestActor, request: FastifyRequest, reply: FastifyReply, caller: Caller) => Promise<unknown>,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const caller = await restCaller(request, reply, services);
      if (!caller) return;
      authorize(caller, action, { type: 'videoRequest' });
      return work(requestActor(caller), request, reply, caller);
    };

  app.post(
    AOD_PATHS.submit,
    withActor('videoRequest:Create', async (actor, request, reply, caller) => {
      const objid = param(request, 'objid');
      const startTs = Number(param(request, 'startTs'));
      const endTs = Number(param(request, 'endTs'));
      if (typeof objid !== 'string' || !objid) return missing(reply, 'objid');
      // As aodSubmit: on the camera, which the caller must also be allowed to watch (issue 27).
      authorize(caller, 'videoRequest:Create', { type: 'device', id: objid });
      if (!Number.isFinite(startTs)) return missing(reply, 'startTs');
      if (!Number.isFinite(endTs)) return missing(reply, 'endTs');
      const camera = await services.deviceDirectory.cameraOfRealm(actor.realmId, objid);
      if (!camera) return reply.code(404).send({ code: 404, message: 'Device not found' });
      const streamNum = Number(param(request, 'streamNum'));
      const row = await services.aod.submit(actor, {
        deviceId: camera.id,
        avatarId: camera.parentId,
        startTime: startTs,
        endTime: endTs,
        streamNumber: streamNum === 0 ? 0 : 1,
        isPrivate: param(request, 'isPrivate') === true || param(request, 'isPrivate') === 'true',
        // A scheduled delivery (issue 28), bounded by the realm's maxScheduledDeliveryDelay.
        deliverAt: param(request, 'deliverAt') == null ? null : Number(param(request, 'deliverAt')),
      });
      return toRestAod(row);
    }),
  );

  const byId = (action: (actor: RequestActor, id: string) => Promise<VideoRequestRow | undefined>) =>
    withActor('videoRequest:Read', async (actor, request, reply) => {
      const id = param(request, 'requestid');
      if (typeof id !== 'string' || !id) return missing(reply, 'requestid');
      const row = await action(actor, id);
      if (!row) return reply.code(404).send({ code: 404, message: 'Request not found' });
      return toRestAod(row);
    });

  app.get(
    AOD_PATHS.get,
    byId((actor, id) => services.aod.get(actor, id)),
  );
  app.put(
    AOD_PATHS.pause,
    byId((actor, id) => services.aod.pause(actor, id)),
  );
  app.put(
    AOD_PATHS.resume,
    byId((actor, id) => services.aod.resume(actor, id)),
  );
  app.get(
    AOD_PATHS.cancel,
    byId(async (actor, id) => (await services.aod.cancel(actor, [id]))[0]),
  );
}
