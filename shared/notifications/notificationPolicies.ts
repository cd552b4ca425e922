/** Notification policies (issue 28; spec 3 §2.12 names the Settings section, §9 the 7,000 ms event
 *  throttle): what a policy holds, its limits and the words the platform and the console share. A
 *  policy picks events (categories, need-acknowledge only, devices, sets, zones, an optional
 *  schedule), sends them over channels (e-mail, webhook, MQTT) to recipients, at most once per
 *  throttle window per device. */

/** The channels a policy may send over. */
export const NOTIFICATION_CHANNELS = ['EMAIL', 'WEBHOOK', 'MQTT'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** A send's outcome as the log shows it: RETRYING while a webhook waits for its next attempt. */
export const NOTIFICATION_RESULTS = ['SENT', 'FAILED', 'RETRYING'] as const;
export type NotificationResult = (typeof NOTIFICATION_RESULTS)[number];

/** The spec's event throttle (spec 3 §9): one notification per policy and device in this window. */
export const DEFAULT_NOTIFICATION_THROTTLE_MS = 7000;
/** Throttle bounds a policy may set (0: every event; at most an hour). */
export const NOTIFICATION_THROTTLE_RANGE = { min: 0, max: 3_600_000 } as const;

/** Webhook deliveries: header names and the signature's scheme (HMAC-SHA256 of the raw body with
 *  the policy's secret, hex, prefixed `sha256=`). */
export const WEBHOOK_HEADERS = {
  signature: 'x-vantage-signature',
  delivery: 'x-vantage-delivery',
  event: 'x-vantage-event',
} as const;
export const WEBHOOK_SIGNATURE_PREFIX = 'sha256=';

/** Waits between webhook attempts (ms): four attempts in all, each wait twice the last. */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000];

/** The MQTT topic a policy publishes under when it names none: `{topic}/{deviceId}`. */
export const DEFAULT_MQTT_TOPIC = 'vantage/events';

/** Sends shown per policy (newest first). */
export const NOTIFICATION_LOG_LIMIT = 100;

export const NOTIFICATION_LIMITS = {
  name: 255,
  addresses: 50,
  url: 2048,
  secret: 255,
  topic: 255,
} as const;

/** The refusals, in the words an administrator reads. */
export const NOTIFICATION_ERROR = {
  NOT_FOUND: 'Notification policy not found',
  NAME_REQUIRED: 'Name should not be empty',
  NAME_TAKEN: 'A notification policy with this name already exists',
  NO_CHANNEL: 'Choose at least one channel',
  NO_RECIPIENT: 'E-mail needs at least one recipient: a user, a group or an address',
  BAD_ADDRESS: 'Not an e-mail address: {{value}}',
  TOO_MANY_ADDRESSES: 'At most 50 addresses',
  BAD_WEBHOOK_URL: 'The webhook URL must be an http or https URL',
  SECRET_REQUIRED: 'A webhook needs a secret to sign its deliveries',
  BAD_MQTT_URL: 'The broker URL must be an mqtt, mqtts, ws or wss URL',
  BAD_TOPIC: 'The MQTT topic must not be empty nor hold + or #',
  BAD_THROTTLE: 'The throttle must be between 0 and 3600000 ms',
  NOT_ALLOWED_HOST: 'The platform may not connect to {{host}}',
  UNKNOWN_REFERENCE: 'Unknown {{type}}: {{id}}',
} as const;

/** `{{name}}` placeholders filled in. */
export function notificationError(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

const MQTT_SCHEMES = ['mqtt:', 'mqtts:', 'ws:', 'wss:'];
const HTTP_SCHEMES = ['http:', 'https:'];

/** The URL when it parses and uses one of the schemes; undefined otherwise. */
function parsedUrl(value: string, schemes: readonly string[]): URL | undefined {
  try {
    const url = new URL(value);
    return schemes.includes(url.protocol) && url.hostname ? url : undefined;
  } catch {
    return undefined;
  }
}

export function isWebhookUrl(value: string): boolean {
  return value.length <= NOTIFICATION_LIMITS.url && parsedUrl(value, HTTP_SCHEMES) !== undefined;
}

export function isMqttUrl(value: string): boolean {
  return value.length <= NOTIFICATION_LIMITS.url && parsedUrl(value, MQTT_SCHEMES) !== undefined;
}

/** A topic to publish under: not empty, no wildcards (those are for subscribers). */
export function isMqttTopic(value: string): boolean {
  return value.trim() !== '' && value.length <= NOTIFICATION_LIMITS.topic && !/[+#\0]/.test(value);
}
