/** The webhook channel's single attempt (issue 28): POST of the JSON body, signed (signWebhook),
 *  with the send's id so a receiver can drop a retried duplicate. Anything but a 2xx answer within
 *  the timeout (a redirect included: the platform posts only where it was told) is a failure the
 *  caller may retry. Sent with node:http(s) over kept-alive connections rather than fetch: at 100
 *  events/s fetch's streams were the largest share of a notification's CPU, and a process given a
 *  small share of a loaded machine's cores fell seconds behind. The deadline and the platform's stop
 *  end a request through a timer and a listener removed when it settles, not AbortSignal.any: each
 *  signal it ties to the long-lived stop signal stays in that signal's set for good in Node 20
 *  (nodejs/node#55351), some 60 bytes per send. */
import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_HEADERS } from '../../../shared/notifications/notificationPolicies';
import { signWebhook } from '../signWebhook';

/** How long a receiver may take to answer one attempt (ms). */
const WEBHOOK_TIMEOUT_MS = 10_000;

/** Requests one receiver gets at once: more wait their turn, so a receiver that stops answering
 *  holds this many connections, not one per event of a burst (a hundred a second would be a
 *  thousand sockets within the timeout). A receiver that answers in a few ms takes 100 events/s
 *  over a handful. */
const MAX_REQUESTS_PER_RECEIVER = 32;

/** Connections kept open per receiver between sends (idle ones close after a few seconds). */
const agentOptions = { keepAlive: true, timeout: WEBHOOK_TIMEOUT_MS, maxSockets: MAX_REQUESTS_PER_RECEIVER };
const agents = { 'http:': new http.Agent(agentOptions), 'https:': new https.Agent(agentOptions) };

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
  stopping.throwIfAborted();
  let timer: NodeJS.Timeout | undefined;
  let onStop: (() => void) | undefined;
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
    });
    timer = setTimeout(
      () => request.destroy(new Error(`No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)),
      WEBHOOK_TIMEOUT_MS,
    );
    onStop = () => request.destroy(stopping.reason instanceof Error ? stopping.reason : new Error('Stopped'));
    stopping.addEventListener('abort', onStop, { once: true });
    request.on('response', (response) => {
      // The answer's body is not read: drained so the connection goes back to the pool.
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  }).finally(() => {
    clearTimeout(timer);
    if (onStop) stopping.removeEventListener('abort', onStop);
  });
  if (status < 200 || status > 299) throw new Error(`HTTP ${status}`);
}
