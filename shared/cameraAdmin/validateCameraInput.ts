/** Spec 3 §3.1, §5 (device fields): the rules a camera's settings obey, shared by the console's
 *  forms (errors beside the fields) and the platform (which never trusts the client). */
import {
  CAMERA_MESSAGES,
  CAMERA_NAME_MAX,
  CONNECTION_SCHEMES,
  DELIVERY_PRIORITY_RANGE,
  EVENT_ROLL_LIMITS,
  PORT_RANGE,
  type CameraConnection,
} from './cameraAdminConstants';
import { MOTION_SENSITIVITY_RANGE } from '../events/motionConstants';

export interface FieldError {
  field: string;
  message: string;
}

export interface CameraConnectionFields {
  connection: CameraConnection;
  url: string;
  /** The second (review) stream's URL; empty for none. */
  reviewUrl: string;
}

export interface CameraSettingsFields {
  name?: string | null;
  preRollSeconds?: number | null;
  postRollSeconds?: number | null;
  deliveryPriority?: number | null;
  /** Motion detection's sensitivity, 1 to 100. */
  motionSensitivity?: number | null;
  lat?: number | null;
  lng?: number | null;
}

export function validateName(name: string | null | undefined): string | undefined {
  const trimmed = (name ?? '').trim();
  if (!trimmed) return CAMERA_MESSAGES.nameRequired;
  if (trimmed.length > CAMERA_NAME_MAX) return CAMERA_MESSAGES.nameTooLong;
  return undefined;
}

export function validatePort(port: number | string | null | undefined): string | undefined {
  if (port === null || port === undefined || port === '') return undefined;
  const value = Number(port);
  if (!Number.isInteger(value) || value < PORT_RANGE.min || value > PORT_RANGE.max) return CAMERA_MESSAGES.portRange;
  return undefined;
}

/** scheme://[user[:password]@]host[:port][/path][?query] — host a name, IPv4 or [IPv6]. */
const URL_SHAPE = /^([a-z][a-z0-9+.-]*:)\/\/(?:([^/?#\s]*)@)?(\[[0-9a-f:.]+\]|[^:/?#@\s[\]]+)(?::(\d*))?([/?#]\S*)?$/i;

export interface CameraUrlParts {
  protocol: string;
  userInfo: string | undefined;
  host: string;
  port: string | undefined;
  rest: string;
}

export function parseCameraUrl(url: string): CameraUrlParts | undefined {
  const match = URL_SHAPE.exec(url.trim());
  if (!match) return undefined;
  return {
    protocol: (match[1] ?? '').toLowerCase(),
    userInfo: match[2],
    host: match[3] ?? '',
    port: match[4] || undefined,
    rest: match[5] ?? '',
  };
}

/** A camera's second (review) stream URL: empty (none), or an RTSP or HTTP URL whatever the main
 *  stream's connection (an ONVIF camera's second profile is RTSP too). */
export function validateReviewUrl(url: string | null | undefined): string | undefined {
  const text = (url ?? '').trim();
  if (!text) return undefined;
  const asRtsp = validateUrl('RTSP_TCP', text);
  return asRtsp === CAMERA_MESSAGES.urlScheme ? validateUrl('HTTP', text) : asRtsp;
}

/** A camera URL: the connection's scheme, a host, a port in range when given. */
export function validateUrl(connection: CameraConnection, url: string | null | undefined): string | undefined {
  const text = (url ?? '').trim();
  if (!text) return CAMERA_MESSAGES.urlRequired;
  const parsed = parseCameraUrl(text);
  // An ONVIF camera is given by host and port, from which the console writes the address.
  if (connection === 'ONVIF' && !parsed?.host) return CAMERA_MESSAGES.hostRequired;
  if (!parsed) return CAMERA_MESSAGES.urlInvalid;
  if (!CONNECTION_SCHEMES[connection].includes(parsed.protocol)) return CAMERA_MESSAGES.urlScheme;
  if (parsed.port !== undefined && validatePort(parsed.port)) return CAMERA_MESSAGES.portRange;
  return undefined;
}

function inRange(value: number | null | undefined, range: { min: number; max: number }): boolean {
  return value === null || value === undefined || (Number.isFinite(value) && value >= range.min && value <= range.max);
}

/** Every rule the given fields break; an absent field is not checked (updates send only changes). */
export function validateCameraSettings(fields: CameraSettingsFields & Partial<CameraConnectionFields>): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string | undefined) => message && errors.push({ field, message });
  if (fields.name !== undefined) add('name', validateName(fields.name));
  if (fields.connection !== undefined || fields.url !== undefined) {
    add('url', validateUrl(fields.connection ?? 'RTSP', fields.url));
  }
  if (fields.reviewUrl !== undefined) add('reviewUrl', validateReviewUrl(fields.reviewUrl));
  if (!inRange(fields.preRollSeconds, EVENT_ROLL_LIMITS)) add('preRollSeconds', CAMERA_MESSAGES.rollRange);
  if (!inRange(fields.postRollSeconds, EVENT_ROLL_LIMITS)) add('postRollSeconds', CAMERA_MESSAGES.rollRange);
  if (!inRange(fields.deliveryPriority, DELIVERY_PRIORITY_RANGE)) {
    add('deliveryPriority', CAMERA_MESSAGES.priorityRange);
  }
  if (
    fields.motionSensitivity !== null &&
    fields.motionSensitivity !== undefined &&
    !(Number.isInteger(fields.motionSensitivity) && inRange(fields.motionSensitivity, MOTION_SENSITIVITY_RANGE))
  ) {
    add('motionSensitivity', CAMERA_MESSAGES.sensitivityRange);
  }
  const hasLat = fields.lat !== null && fields.lat !== undefined;
  const hasLng = fields.lng !== null && fields.lng !== undefined;
  if (hasLat !== hasLng) add('position', CAMERA_MESSAGES.positionPair);
  else if (hasLat && !(inRange(fields.lat, { min: -90, max: 90 }) && inRange(fields.lng, { min: -180, max: 180 }))) {
    add('position', CAMERA_MESSAGES.positionRange);
  }
  return errors;
}

/** The URL without user and password (what is shown and logged). */
export function urlWithoutCredentials(url: string): string {
  const parsed = parseCameraUrl(url);
  if (!parsed) return url.trim();
  return `${parsed.protocol}//${parsed.host}${parsed.port ? `:${parsed.port}` : ''}${parsed.rest}`;
}

/** The user and password written into a URL (rtsp://user:pass@host/…), decoded. */
export function credentialsInUrl(url: string): { user: string; password: string } | undefined {
  const info = parseCameraUrl(url)?.userInfo;
  if (!info) return undefined;
  const colon = info.indexOf(':');
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  return colon < 0
    ? { user: decode(info), password: '' }
    : { user: decode(info.slice(0, colon)), password: decode(info.slice(colon + 1)) };
}

/** The URL with a login written into it (rtsp://user:password@host/…), as ffmpeg is given it. */
export function urlWithLogin(
  url: string,
  user: string | null | undefined,
  password: string | null | undefined,
): string {
  const parts = parseCameraUrl(url);
  if (!user || !parts) return url;
  const login = `${encodeURIComponent(user)}${password ? `:${encodeURIComponent(password)}` : ''}`;
  return `${parts.protocol}//${login}@${parts.host}${parts.port ? `:${parts.port}` : ''}${parts.rest}`;
}
