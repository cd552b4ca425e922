/** GET of stored files by path (spec 3 §7.4: json, geojson and xml, with the preflight header,
 *  cached by the console): /api/files/<path> answers the file of the caller's realm with its mime
 *  and an ETag. A stored file never changes under its path (a new upload gets a new path), so the
 *  browser may keep it; the cache is private since files belong to a realm. */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { STORED_FILES_PATH } from '../../../shared/maps/geoMapConstants';
import { authorize } from '../../access/authorize';
import { DomainError } from '../../kernel/DomainError';
import { restCaller } from '../restCaller';
import type { Services } from '../../services';

/** Stored paths: letters, digits, dots, dashes and slashes, no `..`. */
const SAFE_PATH = /^(?!.*\.\.)[A-Za-z0-9._\-/]{1,255}$/;

export function registerStoredFileRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { '*': string } }>(`${STORED_FILES_PATH}/*`, async (request, reply) => {
    const caller = await restCaller(request, reply, services);
    if (!caller) return reply;
    authorize(caller, 'geoMap:Read', { type: 'geoMap' });
    const path = request.params['*'];
    if (!SAFE_PATH.test(path)) throw DomainError.badInput('parameter path should be specified');
    const [file] = await services.geoLayers.files(caller.membership.realmId, [path]);
    if (!file) throw DomainError.notFound('File');
    const etag = `"${createHash('sha256').update(file.content).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag).header('cache-control', 'private, max-age=31536000, immutable');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(`${file.mime}; charset=utf-8`).send(file.content);
  });
}
