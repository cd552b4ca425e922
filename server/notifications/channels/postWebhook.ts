/** The webhook channel's single attempt (issue 28): POST of the JSON body, signed (signWebhook),
 *  with the send's id so a receiver can drop a retried duplicate. Anything but a 2xx answer within
 *  the timeout (a redirect included: the platform posts only where it was told) is a failure the
 *  caller may retry. Sent with node:http(s) over kept-alive connections rather than fetch: at 100
 *  events/s fetch's streams were the largest share of a notification's CPU, and a process given a
 *  small share of a loaded machine's cores fell seconds behind. */
import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_HEADERS } from '../../../shared/notifications/notificationPolicies';
import { signWebhook } from '../signWebhook';

/** How long a receiver may take to answer one attempt (ms). */
const WEBHOOK_TIMEOUT_MS = 10_000;

/** Connections kept open per receiver between sends (idle ones close after a few seconds). */
const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: WEBHOOK_TIMEOUT_MS }),
  'https:': new https.Agent({ keepAlive: true, timeout: WEBHOOK_TIMEOUT_MS }),
};

export async function postWebhook(
  url: string,
  secret: string,
  body: string,
  deliveryId: string,
  eventType: string,
  stopping: AbortSignal,
): Promise<void> {
  const target = new URL(url);
  const protocol = target.protocol === 'https:' ? 'https:' : target.protocol === 'http:' ? 'http:' : undefined;
  if (!protocol) throw new Error(`Unsupported webhook address: ${target.protocol}`);
  const payload = Buffer.from(body, 'utf8');
  const status = await new Promise<number>((resolve, reject) => {
    const request = (protocol === 'https:' ? https : http).request(target, {
      method: 'POST',
      agent: agents[protocol],
      headers: {
        'content-type': 'application/json',
        'content-length': payload.length,
        'user-agent': 'Vantage-Notifications/1',
        [WEBHOOK_HEADERS.signature]: signWebhook(secret, body),
        [WEBHOOK_HEADERS.delivery]: deliveryId,
        [WEBHOOK_HEADERS.event]: eventType,
      },
      signal: AbortSignal.any([AbortSignal.timeout(WEBHOOK_TIMEOUT_MS), stopping]),
    });
    request.on('response', (response) => {
      // The answer's body is not read: drained so the connection goes back to the pool.
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', (err) => reject(err.name === 'AbortError' && err.cause instanceof Error ? err.cause : err));
    request.end(payload);
  });
  if (status < 200 || status > 299) throw new Error(`HTTP ${status}`);
}
