/** CSRF defence: every /api call must carry the preflight header, which a cross-site form or
 *  image cannot send; WebSocket upgrades (which cannot carry it) must come from our own origin.
 *  GET reads of pictures and export files are exempt: the console shows them with <img> and
 *  downloads them with links, which cannot send headers either. They change nothing, and the
 *  SameSite=Strict session cookie never travels with a cross-site request anyway.
 *  Every decision is made on the route the router matched, never on the raw URL: the router
 *  decodes `/%61pi/ptz` to `/api/ptz`, so a string test on the URL let such requests through
 * . */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_PATHS, PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../shared/auth/loginApi';
import { EXPORT_FILES_PATH, MEDIA_PATHS, MEDIA_WS_PATH } from '../../shared/video/constants';
import { IMAGE_MAP_PLAN_PATH } from '../../shared/imageMap/imageMapConstants';
import { MAP_TILES_PATH } from '../../shared/maps/geoMapConstants';
import { URL_WIDGET_FRAME_PATH } from '../../shared/widgets/urlWidgetFrame';

/** Routes whose pattern starts here are the API; the console's own routes (`/`, `/*`) are not. */
const API_PREFIX = '/api/';

/** Reads that monitoring tools make without a browser. */
const OPEN_ROUTES = new Set<string>([AUTH_PATHS.health]);

/** GET routes an element (img, a download link, the URL widget's frame) loads without the header. */
const ELEMENT_READ_ROUTES = new Set<string>([MEDIA_PATHS.snapshot, MEDIA_PATHS.thumbnail, URL_WIDGET_FRAME_PATH]);
const ELEMENT_READ_PREFIXES = [`${EXPORT_FILES_PATH}/`, `${IMAGE_MAP_PLAN_PATH}/`, `${MAP_TILES_PATH}/`];

/** Routes that accept a WebSocket upgrade: graphql-ws subscriptions and the media stream. */
const WEBSOCKET_ROUTES = new Set<string>([AUTH_PATHS.graphql, MEDIA_WS_PATH]);

/** What a request must show: nothing, a same-origin Origin (WebSocket upgrades), or the header. */
export type PreflightRule = 'open' | 'sameOrigin' | 'header';

/** The rule for a request, from the pattern of the route it matched (undefined: none matched). */
export function preflightRule(route: string | undefined, method: string, websocketUpgrade: boolean): PreflightRule {
  // No route matched (the not-found handler answers) or a console route: no API code runs.
  if (route === undefined || !route.startsWith(API_PREFIX)) return 'open';
  if (OPEN_ROUTES.has(route)) return 'open';
  const read = method === 'GET' || method === 'HEAD';
  if (read && (ELEMENT_READ_ROUTES.has(route) || ELEMENT_READ_PREFIXES.some((p) => route.startsWith(p)))) {
    return 'open';
  }
  // Only where a socket can be opened: elsewhere an Upgrade header buys no exemption.
  if (websocketUpgrade && WEBSOCKET_ROUTES.has(route)) return 'sameOrigin';
  return 'header';
}

/** A real upgrade handshake: browsers send both headers; Upgrade alone does not switch protocols. */
export function isWebSocketUpgrade(headers: FastifyRequest['headers']): boolean {
  const connection = String(headers.connection ?? '').toLowerCase();
  return (
    headers.upgrade?.toLowerCase() === 'websocket' && connection.split(',').some((token) => token.trim() === 'upgrade')
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
    const upgrade = isWebSocketUpgrade(request.headers);
    const rule = preflightRule(request.routeOptions.url, request.method, upgrade);
    if (rule === 'open') return;
    if (rule === 'sameOrigin') {
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
