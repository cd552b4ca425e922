/** The security headers on every response (issue 16): a Content-Security-Policy without inline
 *  script, nosniff, Referrer-Policy, Permissions-Policy, and HSTS on HTTPS. Set before any route,
 *  hook or error handler runs, so pages, the API, files, errors and 404s all carry them. */
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderSources {
  /** Origins of images beyond our own (map tiles). */
  imageSources: readonly string[];
}

/** A Host header we may echo into connect-src: a name or address and a port, nothing else. */
const SAFE_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** HSTS for a year; never sent over plain HTTP, where browsers ignore it anyway. */
const HSTS = 'max-age=31536000';

/** Browser features the console never uses; fullscreen (the player) and geolocation (maps) stay ours. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'geolocation=(self)',
  'fullscreen=(self)',
].join(', ');

/** The policy for a page reached at `host` over http or https. */
export function contentSecurityPolicy(
  https: boolean,
  host: string | undefined,
  sources: SecurityHeaderSources,
): string {
  // 'self' covers ws(s) to our own host in current browsers; the explicit origin covers the rest.
  const socketOrigin = host && SAFE_HOST.test(host) ? ` ${https ? 'wss' : 'ws'}://${host}` : '';
  const list = (extra: readonly string[]) => (extra.length ? ` ${extra.join(' ')}` : '');
  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    ['img-src', `'self' blob: data:${list(sources.imageSources)}`],
    ['font-src', "'self' data:"],
    ['media-src', "'self' blob:"],
    ['connect-src', `'self'${socketOrigin}`],
    ['worker-src', "'self' blob:"],
    // Only our own pages: a URL widget's address is framed by the platform's framing page, under a
    // policy made at its request (http/workspace/registerUrlWidgetFrame.ts), so what a console page
    // may frame never waits for the page to be reloaded.
    ['frame-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** The policy with a nonce added to style-src, for the page that carries it (staticConsole.ts). */
export function withStyleNonce(policy: string, nonce: string): string {
  return policy.replace(/(^|; )style-src ([^;]*)/, `$1style-src $2 'nonce-${nonce}'`);
}

/** Every header for one response. */
export function securityHeaders(
  https: boolean,
  host: string | undefined,
  sources: SecurityHeaderSources,
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(https, host, sources),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    ...(https && { 'strict-transport-security': HSTS }),
  };
}

export function registerSecurityHeaders(app: FastifyInstance, sources: SecurityHeaderSources): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeaders(request.protocol === 'https', request.headers.host, sources));
  });
}
