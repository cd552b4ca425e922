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

export interface FieldError {
  field: string;
  message: string;
}

export interface CameraConnectionFields {
  connection: CameraConnection;
  url: string;
}

export interface CameraSettingsFields {
  name?: string | null;
  preRollSeconds?: number | null;
  postRollSeconds?: number | null;
  deliveryPriority?: number | null;
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

/** A camera URL: the connection's scheme, a host, a port in range when given. */
export function validateUrl(connection: CameraConnection, url: string | null | undefined): string | undefined {
  const text = (url ?? '').trim();
  if (!text) return CAMERA_MESSAGES.urlRequired;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return CAMERA_MESSAGES.urlInvalid;
  }
  if (!CONNECTION_SCHEMES[connection].includes(parsed.protocol)) return CAMERA_MESSAGES.urlScheme;
  if (!parsed.hostname) return CAMERA_MESSAGES.urlInvalid;
  // URL drops a port equal to the scheme's default; any other must be in range (URL refuses > 65535).
  if (parsed.port && validatePort(parsed.port)) return CAMERA_MESSAGES.portRange;
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
  if (!inRange(fields.preRollSeconds, EVENT_ROLL_LIMITS)) add('preRollSeconds', CAMERA_MESSAGES.rollRange);
  if (!inRange(fields.postRollSeconds, EVENT_ROLL_LIMITS)) add('postRollSeconds', CAMERA_MESSAGES.rollRange);
  if (!inRange(fields.deliveryPriority, DELIVERY_PRIORITY_RANGE)) {
    add('deliveryPriority', CAMERA_MESSAGES.priorityRange);
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
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return url;
  }
}
