/** CSRF defence: every /api call must carry the preflight header, which a cross-site form or
 *  image cannot send; WebSocket upgrades (which cannot carry it) must come from our own origin.
 *  GET reads of pictures and export files are exempt: the console shows them with <img> and
 *  downloads them with links, which cannot send headers either. They change nothing, and the
 *  SameSite=Strict session cookie never travels with a cross-site request anyway. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../shared/auth/loginApi';
import { AUTH_PATHS } from '../../shared/auth/loginApi';
import { EXPORT_FILES_PATH } from '../media/http/registerExportRoutes';
import { MEDIA_PATHS } from '../media/http/registerMediaRoutes';

/** Reads that monitoring tools make without a browser. */
const EXEMPT = new Set([AUTH_PATHS.health]);

/** GET paths an element (img, a download) loads without the header. */
const ELEMENT_READS = new Set<string>([MEDIA_PATHS.snapshot, MEDIA_PATHS.thumbnail]);

function isElementRead(method: string, path: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') && (ELEMENT_READS.has(path) || path.startsWith(`${EXPORT_FILES_PATH}/`))
  );
}

export function isSameOrigin(request: Pick<FastifyRequest, 'headers'>): boolean {
  const origin = request.headers.origin;
  if (!origin) return true; // non-browser clients send none; browsers always do on WebSocket upgrades
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export function registerPreflight(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || EXEMPT.has(path as typeof AUTH_PATHS.health)) return;
    if (isElementRead(request.method, path)) return;
    if (request.headers.upgrade?.toLowerCase() === 'websocket') {
      if (!isSameOrigin(request)) {
        return reply.code(403).send({ code: 403, message: 'Cross-origin WebSocket refused' });
      }
      return;
    }
    if (request.headers[PREFLIGHT_HEADER] !== PREFLIGHT_VALUE) {
      return reply.code(403).send({ code: 403, message: `Missing ${PREFLIGHT_HEADER} header` });
    }
  });
}
