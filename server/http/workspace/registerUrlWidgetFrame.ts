/** GET /api/widgets/url-frame?url=… (spec 3 §2.6, the URL widget): a page that frames the address
 *  when administrators placed it in a view, under a policy made for that one address at this
 *  request. The console page's own policy frames only its origin, so what it may show follows a
 *  saved view at once instead of after a reload; anything else is refused (403). */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { URL_WIDGET_FRAME_PATH } from '../../../shared/widgets/urlWidgetFrame';
import { authorize } from '../../access/authorize';
import type { Services } from '../../services';
import type { PageSources } from '../../workspace';
import { restCaller } from '../restCaller';
import { stringQuery } from '../media/stringQuery';

/** The same sandbox the console gives the widget (UrlWidget.tsx); a nested frame inherits it anyway. */
const SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The http(s) address asked for, or undefined. */
function webAddress(value: string | undefined): URL | undefined {
  if (!value || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
}

/** No script, no style but its own, and framed only by the console's own pages. */
function framePolicy(origin: string, nonce: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `frame-src ${origin}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

function framePage(url: string, nonce: string): string {
  const href = escapeAttribute(url);
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>${href}</title>
<style nonce="${nonce}">html,body,iframe{margin:0;padding:0;border:0;width:100%;height:100%;display:block;overflow:hidden}</style>
</head><body><iframe src="${href}" title="${href}" sandbox="${SANDBOX}" referrerpolicy="no-referrer"></iframe></body></html>`;
}

export function registerUrlWidgetFrame(
  app: FastifyInstance,
  services: Services,
  pageSources: Pick<PageSources, 'framesOrigin'>,
): void {
  app.get(URL_WIDGET_FRAME_PATH, async (request, reply) => {
    const caller = await restCaller(request, reply, services);
    if (!caller) return;
    authorize(caller, 'view:Read', { type: 'view' });
    const q = await stringQuery(request, reply);
    if (!q) return;
    const url = webAddress(q.url);
    if (!url) return reply.code(400).send({ code: 400, message: 'parameter url should be an http(s) address' });
    reply.header('cache-control', 'no-store');
    if (!(await pageSources.framesOrigin(url.origin))) {
      return reply.code(403).send({ code: 403, message: 'This address is not in a view an administrator made' });
    }
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('content-security-policy', framePolicy(url.origin, nonce))
      .header('x-frame-options', 'SAMEORIGIN')
      .type('text/html; charset=utf-8')
      .send(framePage(url.href, nonce));
  });
}
