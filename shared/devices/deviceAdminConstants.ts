/** Device administration constants of spec 3 (§3.1 device types and aspects, §4 device health,
 *  avatar channel status and commands, live object updates, §9 device constants), shared by the
 *  platform that enforces them and the console that shows them. */

/** Spec 3 §9: device types. */
export const DEVICE_TYPES = ['avatar', 'camera', 'gateway', 'sensor'] as const;
export type DeviceTypeName = (typeof DEVICE_TYPES)[number];

/** Spec 3 §4: device health. */
export const HEALTH_STATUSES = ['BROKEN', 'DEGRADED', 'NORMAL', 'OFF', 'PENDING'] as const;

/** Spec 3 §4: avatar channel status, shown only while the device is NORMAL. */
export const CHANNEL_STATUSES = ['ONTIME', 'DELAYED_CATCHUP', 'DELAYED_DEGRADED'] as const;
export type ChannelStatusName = (typeof CHANNEL_STATUSES)[number];

/** Spec 3 §4: the avatar commands deviceCommand accepts. */
export const AVATAR_COMMANDS = [
  'CHANNEL_BENCHMARK',
  'DELIVERY_ACTIVATE',
  'DELIVERY_DEACTIVATE',
  'DELIVERY_START',
  'DELIVERY_STOP',
  'REBOOT',
  'UPDATE_KEY',
  'UPDATE_SOFTWARE',
  'UPGRADE_SOFTWARE',
] as const;
export type AvatarCommandName = (typeof AVATAR_COMMANDS)[number];

/** Spec 3 §9: default avatar status interval (seconds); a status older than twice it is stale. */
export const DEFAULT_AVATAR_STATUS_INTERVAL_S = 5;
export const AVATAR_STATUS_STALE_FACTOR = 2;

/** Whether an avatar status reported at `reportedAt` (ms) is stale at `now`. */
export function isAvatarStatusStale(
  reportedAt: number | null | undefined,
  intervalS: number | null | undefined,
  now: number,
): boolean {
  const interval = intervalS && intervalS > 0 ? intervalS : DEFAULT_AVATAR_STATUS_INTERVAL_S;
  return !reportedAt || now - reportedAt > AVATAR_STATUS_STALE_FACTOR * interval * 1000;
}

/** The channel status a console shows: only while the device is NORMAL (spec 3 §4). */
export function visibleChannelStatus(
  healthStatus: string | null | undefined,
  channelStatus: string | null | undefined,
): string | null {
  return healthStatus === 'NORMAL' && channelStatus ? channelStatus : null;
}

/** Spec 3 §9: storage capacity tolerance, 10 % over the disk's size. */
export const STORAGE_CAPACITY_TOLERANCE = 0.1;

/** Spec 3 §9: live object update timings (ms): an update re-reads the device after 5 s, a delete
 *  removes it after 5 s, status updates are applied to cached lists every 2 s. */
export const DEVICE_UPDATE_REFRESH_MS = 5000;
export const DEVICE_STATUS_BATCH_MS = 2000;

/** Delivery priority of a device: 1 (highest) to 10. */
export const DELIVERY_PRIORITY_MIN = 1;
export const DELIVERY_PRIORITY_MAX = 10;

/** Longest device name, characters. */
export const MAX_DEVICE_NAME = 255;

/** Avatar activation keys: groups of four from an alphabet without look-alikes (no 0/O, 1/I). */
export const ACTIVATION_KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ACTIVATION_KEY_PATTERN = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

/** An activation key as typed (any case, spaces, dashes or none) in its canonical XXXX-XXXX-XXXX form,
 *  or undefined when it cannot be one. */
export function normaliseActivationKey(typed: string): string | undefined {
  const bare = typed.toUpperCase().replace(/[\s-]/g, '');
  if (bare.length !== 12) return undefined;
  const key = `${bare.slice(0, 4)}-${bare.slice(4, 8)}-${bare.slice(8)}`;
  return ACTIVATION_KEY_PATTERN.test(key) ? key : undefined;
}

/** Avatar API keys: the prefix shown in lists after the key itself was shown once. */
export const API_KEY_PREFIX = 'vtk_';
export const API_KEY_VISIBLE_CHARS = 8;

/** Sensor kinds the demo sensors raise alarms for, and a generic one. */
export const SENSOR_KINDS = ['doorContact', 'glassBreak', 'panicButton', 'generic'] as const;
export type SensorKindName = (typeof SENSOR_KINDS)[number];
/** The alarm a sensor of each kind raises when no sensor events are listed on it (issue 28). */
export const SENSOR_KIND_ALARMS = {
  doorContact: 'Door forced open',
  glassBreak: 'Glass break detected',
  panicButton: 'Panic button pressed',
} as const;

/** The port range of a device connection. */
export const PORT_MIN = 1;
export const PORT_MAX = 65535;

/** How long a probe waits for a device (ms). */
export const PROBE_TIMEOUT_MS = 3000;

/** The audit category of device changes made by administrators and commands sent to devices (the
 *  device audit reads it beside category 47, the devices' own events). */
export const DEVICE_CHANGE_CATEGORY = '48';

/** Refusals the platform answers about device administration (spec 3 §8 where it has the wording). */
export const DEVICE_ERROR = {
  NOT_FOUND: 'Device not found',
  NAME_REQUIRED: 'Name should not be empty',
  NAME_TOO_LONG: `Name should be at most ${MAX_DEVICE_NAME} characters`,
  PORT_RANGE: `Port should be between ${PORT_MIN} and ${PORT_MAX}`,
  HOST_REQUIRED: 'Host should not be empty',
  URL_INVALID: 'URL should be an http or https address',
  /** Every probe failure alike (issue 27): refused, timed out, not resolved, not allowed. */
  UNREACHABLE: 'The device cannot be reached',
  NOT_A_CAMERA: 'Associated devices should be cameras of the realm',
  NOT_A_ZONE: 'Zones should be zones of the realm',
  NOT_AN_AVATAR: 'Platform should be an avatar of the realm',
  ACTIVATION_KEY_INVALID: 'The activation key should look like XXXX-XXXX-XXXX',
  ACTIVATION_KEY_UNKNOWN: 'No avatar is waiting for activation with this key',
  API_KEY_NOT_FOUND: 'API key not found',
  COMMAND_REFUSED: 'The avatar cannot do this now',
  PRIORITY_RANGE: `Delivery priority should be between ${DELIVERY_PRIORITY_MIN} and ${DELIVERY_PRIORITY_MAX}`,
  BANDWIDTH_INVALID: 'Upload bandwidth cap should be a positive number of bits per second, or empty for none',
  STORAGE_TOO_LARGE: 'Storage capacity exceeds the disk by more than 10%',
  STORAGE_INVALID: 'Storage capacity and retention should be positive numbers',
  AVATAR_HAS_DEVICES: 'Remove or move the devices of this avatar first',
} as const;

/** Delivery channel thresholds (the platform's own choice; spec 3 §4 names the statuses only): a
 *  request waiting longer than a minute makes the channel DELAYED_CATCHUP while the delivery service
 *  works through it; waiting ten minutes, or a queue with the service stopped, is DELAYED_DEGRADED. */
export const CHANNEL_CATCHUP_AFTER_MS = 60_000;
export const CHANNEL_DEGRADED_AFTER_MS = 10 * 60_000;

/** How long an announced avatar waits for activation, and an activated one for its API key. */
export const PENDING_AVATAR_TTL_MS = 24 * 60 * 60_000;
/** Most avatars waiting for activation at once (announcements are unauthenticated). */
export const MAX_PENDING_AVATARS = 1000;

/** The avatar API (REST, JSON; the preflight header as on every /api call): an avatar announces
 *  itself with its activation key until activated (the answer then carries its API key), and
 *  reports its status every status interval with `Authorization: Bearer <API key>`. A status
 *  answer that carries `apiKey` hands over the key of an UPDATE_KEY command: the avatar signs with
 *  it from its next report on, and the platform drops the avatar's other keys once it does. */
export const AVATAR_API = {
  announce: '/api/avatars/announce',
  status: '/api/avatars/status',
} as const;

/** Where a gateway posts its events (issue 28), `:id` its device id; signed with the secret issued
 *  for it: header x-vantage-timestamp (ms since the epoch) and x-vantage-signature `sha256=<hex>`,
 *  HMAC-SHA256 of `<timestamp>.<body>`; the body `{ "event": "<name>", "message"?, "triggeredAt"? }`. */
export const GATEWAY_EVENTS_API = '/api/gateways/:id/events';
export const GATEWAY_TIMESTAMP_HEADER = 'x-vantage-timestamp';
export const GATEWAY_SIGNATURE_HEADER = 'x-vantage-signature';
export const GATEWAY_SIGNATURE_PREFIX = 'sha256=';
/** How far a signed event's timestamp may be from the platform's clock (ms): a captured request
 *  cannot be replayed after it. */
export const GATEWAY_SIGNATURE_WINDOW_MS = 5 * 60_000;

/** What the gateway event intake answers when it refuses an event. */
export const GATEWAY_EVENT_ERROR = {
  BAD_SIGNATURE: "The event is not signed with this gateway's event secret",
  STALE: "The event's timestamp is missing or more than 5 minutes from the platform's clock",
  DISABLED: 'The gateway is disabled',
  NOT_JSON: 'The event is not JSON',
  NO_EVENT: 'The event should name its event type in "event"',
  notSubscribed: (name: string) => `The gateway is not subscribed to the event '${name}'`,
} as const;
