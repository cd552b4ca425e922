/** A gateway as the event intake meets it (issue 28): posts one event to GATEWAY_EVENTS_API signed
 *  with its secret the way a real gateway does — HMAC-SHA256 of `<timestamp>.<body>` — computed here
 *  with node:crypto on its own, not with the platform's signing code. */
import { createHmac } from 'node:crypto';
import { PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../../shared/auth/loginApi';

export async function postGatewayEvent(
  baseUrl: string,
  gatewayId: string,
  secret: string,
  event: Record<string, unknown>,
  options: { sentAt?: number; tamper?: boolean } = {},
): Promise<{ status: number; body: { context?: string; message?: string } }> {
  const timestamp = String(options.sentAt ?? Date.now());
  const body = JSON.stringify(event);
  const signature = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  const response = await fetch(`${baseUrl}/api/gateways/${encodeURIComponent(gatewayId)}/events`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [PREFLIGHT_HEADER]: PREFLIGHT_VALUE,
      'x-vantage-timestamp': timestamp,
      'x-vantage-signature': signature,
    },
    body: options.tamper ? body.replace('}', ',"message":"changed"}') : body,
  });
  return { status: response.status, body: (await response.json()) as { context?: string; message?: string } };
}
