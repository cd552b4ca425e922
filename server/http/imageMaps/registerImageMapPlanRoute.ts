/** The image-map floor plans (spec 3 §7.4: stored files read by path, cached): GET
 *  /api/image-map-plans/{mapId}?v={revision}, for members of the map's realm. The URL changes with
 *  the plan, so a request naming the current revision is cached for good; any other is revalidated
 *  by its ETag. SVG plans are served under a policy that runs no script, should one be opened as a
 *  page rather than drawn in an <img>. */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { IMAGE_MAP_PLAN_PATH } from '../../../shared/imageMap/imageMapConstants';
import { authorize } from '../../access/authorize';
import { restCaller } from '../restCaller';
import type { Services } from '../../services';

const FOR_GOOD = 'private, max-age=31536000, immutable';
const REVALIDATE = 'private, no-cache';
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

export function registerImageMapPlanRoute(app: FastifyInstance, services: Services): void {
  app.get(`${IMAGE_MAP_PLAN_PATH}/:mapId`, async (request, reply) => {
    const caller = await restCaller(request, reply, services);
    if (!caller) return;
    const { mapId } = request.params as { mapId: string };
    const { v } = request.query as { v?: unknown };
    authorize(caller, 'imageMap:Read', { type: 'imageMap', id: mapId });
    const plan = await services.imageMaps.planFile(caller.membership.realmId, mapId);
    if (!plan || !fs.existsSync(plan.path)) {
      return reply.code(404).send({ code: 404, message: 'Image map not found' });
    }
    const etag = `"${plan.revision}"`;
    reply
      .header('etag', etag)
      .header('cache-control', v === plan.revision ? FOR_GOOD : REVALIDATE)
      .header('x-content-type-options', 'nosniff');
    if (plan.mime === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply
      .header('content-type', plan.mime)
      .header('content-length', String(plan.size))
      .send(fs.createReadStream(plan.path));
  });
}
