/** A webhook delivery's signature (issue 28): HMAC-SHA256 of the exact body bytes with the policy's
 *  secret, hex, as `sha256=<hex>` in the x-vantage-signature header, so a receiver proves the body
 *  came from this platform unchanged (the scheme GitHub's and Stripe's webhooks taught receivers). */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SIGNATURE_PREFIX } from '../../shared/notifications/notificationPolicies';

export function signWebhook(secret: string, body: string): string {
  return WEBHOOK_SIGNATURE_PREFIX + createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

/** What a receiver does: true when the header is the body's signature with the secret. */
export function verifyWebhookSignature(secret: string, body: string, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(signWebhook(secret, body));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
