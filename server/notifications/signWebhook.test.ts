/** The webhook signature a receiver checks: HMAC-SHA256 of the exact body. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { signWebhook, verifyWebhookSignature } from './signWebhook';

describe('signWebhook', () => {
  it('is sha256= and the hex HMAC of the body with the secret, as any receiver computes it', () => {
    const body = '{"type":"vantage.notification"}';
    const hex = createHmac('sha256', 'k').update(body).digest('hex');
    expect(signWebhook('k', body)).toBe(`sha256=${hex}`);
    expect(verifyWebhookSignature('k', body, `sha256=${hex}`)).toBe(true);
  });

  it('fails for another secret, a changed body or no header', () => {
    const signature = signWebhook('k', 'body');
    expect(verifyWebhookSignature('other', 'body', signature)).toBe(false);
    expect(verifyWebhookSignature('k', 'body ', signature)).toBe(false);
    expect(verifyWebhookSignature('k', 'body', undefined)).toBe(false);
  });
});
