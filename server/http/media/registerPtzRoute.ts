/** The legacy PTZ route GET /api/ptz?cam_objid={id}&{command}&priority={n} (spec 2 §7): a thin
 *  route over the same PTZ service as the GraphQL mutations. Commands: preset={id}[&action=…],
 *  continuouspantiltmove={pan},{tilt} / continuouszoommove={z} (−100…100), rpan/rtilt/rzoom={steps},
 *  pan={deg}&tilt={deg}; override=1 confirms taking a lock. */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import type { PtzCommand } from '../../media/ptz/PtzService';
import { authorize } from '../../access/authorize';
import { restCaller } from '../restCaller';
import { stringQuery } from './stringQuery';

export const PTZ_PATH = '/api/ptz';

export function parseLegacyPtzCommand(q: Record<string, string | undefined>): PtzCommand | undefined {
  const num = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));
  if (q.preset) {
    const action = (q.action ?? 'GOTO').toUpperCase();
    if (action !== 'GOTO' && action !== 'SAVE' && action !== 'CLEAR') return undefined;
    return { kind: 'preset', preset: q.preset, action };
  }
  if (q.continuouspantiltmove !== undefined || q.continuouszoommove !== undefined) {
    const [pan, tilt] = (q.continuouspantiltmove ?? '0,0').split(',').map(Number);
    const zoom = num(q.continuouszoommove) ?? 0;
    if (![pan, tilt, zoom].every((n) => Number.isFinite(n))) return undefined;
    return { kind: 'speed', pan: (pan ?? 0) / 100, tilt: (tilt ?? 0) / 100, zoom: zoom / 100 };
  }
  if (q.rpan !== undefined || q.rtilt !== undefined || q.rzoom !== undefined) {
    const step = { pan: num(q.rpan) ?? 0, tilt: num(q.rtilt) ?? 0, zoom: num(q.rzoom) ?? 0 };
    return Object.values(step).every(Number.isFinite) ? { kind: 'step', ...step } : undefined;
  }
  if (q.pan !== undefined && q.tilt !== undefined) {
    const pan = Number(q.pan);
    const tilt = Number(q.tilt);
    return Number.isFinite(pan) && Number.isFinite(tilt) ? { kind: 'pt', pan, tilt } : undefined;
  }
  return undefined;
}

export function registerPtzRoute(app: FastifyInstance, services: Services): void {
  app.get(PTZ_PATH, async (request, reply) => {
    const caller = await restCaller(request, reply, services);
    if (!caller) return;
    const q = await stringQuery(request, reply);
    if (!q) return;
    authorize(caller, 'device:Control', { type: 'device', id: q.cam_objid });
    if (!q.cam_objid) return reply.code(400).send({ code: 400, message: 'parameter cam_objid should be specified' });
    const command = parseLegacyPtzCommand(q);
    if (!command) return reply.code(400).send({ code: 400, message: 'Control command is undefined.' });
    const camera = await services.deviceDirectory.cameraOfRealm(caller.membership.realmId, q.cam_objid);
    if (!camera) return reply.code(404).send({ code: 404, message: 'Device not found' });
    const priority = Number(q.priority);
    return services.ptz.command(
      {
        userId: caller.user.id,
        userName: caller.user.name,
        realmId: caller.membership.realmId,
        role: caller.membership.role,
      },
      camera,
      command,
      {
        priority: Number.isFinite(priority) ? priority : null,
        override: q.override === '1' || q.override === 'true',
      },
    );
  });
}
