/** The webhook channel's single attempt (issue 28): POST of the JSON body, signed (signWebhook),
 *  with the send's id so a receiver can drop a retried duplicate. Anything but a 2xx answer within
 *  the timeout is a failure the caller may retry. */
import { WEBHOOK_HEADERS } from '../../../shared/notifications/notificationPolicies';
import { signWebhook } from '../signWebhook';

/** How long a receiver may take to answer one attempt (ms). */
const WEBHOOK_TIMEOUT_MS = 10_000;

export async function postWebhook(
  url: string,
  secret: string,
  body: string,
  deliveryId: string,
  eventType: string,
  stopping: AbortSignal,
): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Vantage-Notifications/1',
      [WEBHOOK_HEADERS.signature]: signWebhook(secret, body),
      [WEBHOOK_HEADERS.delivery]: deliveryId,
      [WEBHOOK_HEADERS.event]: eventType,
    },
    body,
    redirect: 'error',
    signal: AbortSignal.any([AbortSignal.timeout(WEBHOOK_TIMEOUT_MS), stopping]),
  });
  // The answer's body is not read: drop it so the connection is freed.
  await response.body?.cancel().catch(() => undefined);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}
