/** Checks of what an administrator sends for a sensor, gateway or avatar (spec 3 §3.1, §7.2):
 *  names, connections (host, port range, http(s) URL) and positions, with the refusals of
 *  DEVICE_ERROR. The console runs the same checks before sending. */
import { DEVICE_ERROR, MAX_DEVICE_NAME, PORT_MAX, PORT_MIN } from '../../shared/devices/deviceAdminConstants';
import { DomainError } from '../kernel/DomainError';

export function checkName(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) throw DomainError.badInput(DEVICE_ERROR.NAME_REQUIRED);
  if (trimmed.length > MAX_DEVICE_NAME) throw DomainError.badInput(DEVICE_ERROR.NAME_TOO_LONG);
  return trimmed;
}

export function checkPort(port: number | null | undefined): number | undefined {
  if (port == null) return undefined;
  if (!Number.isInteger(port) || port < PORT_MIN || port > PORT_MAX)
    throw DomainError.badInput(DEVICE_ERROR.PORT_RANGE);
  return port;
}

export function checkHost(host: string | null | undefined): string {
  const trimmed = (host ?? '').trim();
  // A host name or address: no scheme, path or spaces.
  if (!trimmed || /[\s/@?#]/.test(trimmed)) throw DomainError.badInput(DEVICE_ERROR.HOST_REQUIRED);
  return trimmed;
}

/** An http or https URL, without a trailing slash. */
export function checkHttpUrl(url: string | null | undefined): string {
  let parsed: URL;
  try {
    parsed = new URL((url ?? '').trim());
  } catch {
    throw DomainError.badInput(DEVICE_ERROR.URL_INVALID);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw DomainError.badInput(DEVICE_ERROR.URL_INVALID);
  return parsed.toString().replace(/\/+$/, '');
}

export interface PositionValue {
  lat: number;
  lng: number;
  alt?: number;
}

/** A position with both latitude and longitude in range, or null (spec 3 §5: both set or both null). */
export function checkPosition(
  position: { lat?: number | null; lng?: number | null; alt?: number | null } | null | undefined,
): PositionValue | null {
  if (!position || (position.lat == null && position.lng == null)) return null;
  const { lat, lng, alt } = position;
  if (lat == null || lng == null || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    throw DomainError.badInput('Latitude and longitude should both be set, within ±90 and ±180');
  }
  return { lat, lng, ...(alt != null && { alt }) };
}

/** Ids without repeats or blanks, in the order given. */
export function distinctIds(ids: readonly string[] | null | undefined): string[] {
  return [...new Set((ids ?? []).map((id) => id.trim()).filter(Boolean))];
}

/** Event names without repeats or blanks (sensor and gateway events). */
export function eventNames(names: readonly string[] | null | undefined): string[] {
  return [...new Set((names ?? []).map((n) => n.trim()).filter(Boolean))].slice(0, 100);
}
