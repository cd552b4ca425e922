/** Downloads of finished exports: GET /api/media/exports/{requestId}/{file}, with the session,
 *  for the request's owner or an administrator of its realm (the tz query is accepted and unused). */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { EXPORT_FILES_PATH } from '../../../shared/video/constants';
import type { Services } from '../../services';
import { authorize } from '../../access/authorize';
import { requestActor } from '../../media/requests/requestActor';
import { restCaller } from '../restCaller';

export function registerExportRoutes(app: FastifyInstance, services: Services): void {
  app.get(`${EXPORT_FILES_PATH}/:id/:name`, async (request, reply) => {
    const caller = await restCaller(request, reply, services);
    if (!caller) return;
    const { id, name } = request.params as { id: string; name: string };
    authorize(caller, 'videoRequest:Read', { type: 'videoRequest', id });
    const file = await services.exports.filePath(requestActor(caller), id, name);
    if (!file || !fs.existsSync(file)) return reply.code(404).send({ code: 404, message: 'File not found' });
    return reply
      .header('content-type', 'video/mp4')
      .header('content-length', String(fs.statSync(file).size))
      .header('content-disposition', `attachment; filename="${name.replace(/"/g, '')}"`)
      .send(fs.createReadStream(file));
  });
}
