/** Downloads of finished exports: GET /api/media/exports/{requestId}/{file}, with the session,
 *  for the request's owner or an administrator of its realm (the tz query is accepted and unused).
 *  In a cluster a file another node made is read from it over the internal channel (issue 33). */
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
    const actor = requestActor(caller);
    const where = await services.exports.fileOf(actor, id, name);
    const notFound = () => reply.code(404).send({ code: 404, message: 'File not found' });
    const download = (body: unknown, size: number | undefined) => {
      if (size !== undefined) reply.header('content-length', String(size));
      return reply
        .header('content-type', 'video/mp4')
        .header('content-disposition', `attachment; filename="${name.replace(/"/g, '')}"`)
        .send(body);
    };
    if (!where) return notFound();
    if ('node' in where) {
      // Made by another node: streamed from it (a node that is gone has the file with it).
      const remote = await services.clusterLinks?.exports
        .open(where.node, actor.realmId, id, name)
        .catch(() => undefined);
      return remote ? download(remote.body, remote.size) : notFound();
    }
    if (!fs.existsSync(where.path)) return notFound();
    return download(fs.createReadStream(where.path), fs.statSync(where.path).size);
  });
}
