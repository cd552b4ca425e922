/** Serves the built console: content-hashed assets cached for a year, index.html never cached,
 *  and any other browser navigation answered with index.html so client-side routes work.
 *  Source maps are served in development only: production builds emit none, and a map left in
 *  the folder would hand out the console's source. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { STYLE_NONCE_PLACEHOLDER } from '../../shared/web/styleNonce';
import { contentSecurityPolicy, type SecurityHeaderSources, withStyleNonce } from './securityHeaders';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Matched on the path @fastify/static resolved (decoded, and checked for case aliases). */
const SOURCE_MAP = /\.map$/i;

export interface StaticConsoleOptions {
  /** Serve *.map files (development builds write them beside the bundles). */
  sourceMaps?: boolean;
  /** What the page may frame and show from elsewhere, when it differs from every answer's policy. */
  pageSources?: () => Promise<SecurityHeaderSources>;
}

export function consoleIsBuilt(consoleDir: string): boolean {
  return fs.existsSync(path.join(consoleDir, 'index.html'));
}

export async function registerStaticConsole(
  app: FastifyInstance,
  consoleDir: string,
  options: StaticConsoleOptions = {},
): Promise<void> {
  fs.mkdirSync(consoleDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: consoleDir,
    prefix: '/',
    index: false,
    // A refused path is answered by the not-found handler below: 404, as if the file were absent.
    allowedPath: (pathname) => options.sourceMaps === true || !SOURCE_MAP.test(pathname),
    // Hashed names change with their content, so the browser may keep them for good.
    setHeaders: (reply, filePath) => {
      const relative = path.relative(consoleDir, filePath);
      reply.header('Cache-Control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
    },
  });

  // Each page gets a fresh style nonce, in its meta tag and in its CSP (shared/web/styleNonce.ts).
  const sendIndex = async (reply: FastifyReply) => {
    if (!consoleIsBuilt(consoleDir)) {
      return reply.code(503).send({ code: 503, message: 'The console is not built yet' });
    }
    const html = await fs.promises.readFile(path.join(consoleDir, 'index.html'), 'utf8');
    const nonce = randomBytes(16).toString('base64');
    const { request } = reply;
    const served = reply.getHeader('content-security-policy');
    const policy = options.pageSources
      ? contentSecurityPolicy(request.protocol === 'https', request.headers.host, await options.pageSources())
      : served;
    if (typeof policy === 'string') reply.header('content-security-policy', withStyleNonce(policy, nonce));
    return reply
      .header('Cache-Control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(html.replaceAll(STYLE_NONCE_PLACEHOLDER, nonce));
  };

  app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isNavigation =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/assets/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (isNavigation) return sendIndex(reply);
    return reply.code(404).send({ code: 404, message: `No route for ${request.method} ${pathname}` });
  });
}
