/** What device forms check before sending (spec 3 §5 positions, §8; the platform checks the same
 *  with the same words): a name, a port in range, both or neither of latitude and longitude, an
 *  http(s) URL. Each answer is an i18n key under deviceAdmin.validation, or null. */
import { MAX_DEVICE_NAME, PORT_MAX, PORT_MIN } from '../../../shared/devices/deviceAdminConstants';

export type FieldProblem = 'nameRequired' | 'nameTooLong' | 'portRange' | 'position' | 'url' | 'hostRequired';

export function nameProblem(name: string): FieldProblem | null {
  if (!name.trim()) return 'nameRequired';
  return name.trim().length > MAX_DEVICE_NAME ? 'nameTooLong' : null;
}

export function portProblem(port: string): FieldProblem | null {
  if (!port.trim()) return null;
  const n = Number(port);
  return Number.isInteger(n) && n >= PORT_MIN && n <= PORT_MAX ? null : 'portRange';
}

export function positionProblem(lat: string, lng: string): FieldProblem | null {
  if (!lat.trim() && !lng.trim()) return null;
  const la = Number(lat);
  const lo = Number(lng);
  if (!lat.trim() || !lng.trim() || !Number.isFinite(la) || !Number.isFinite(lo)) return 'position';
  return Math.abs(la) <= 90 && Math.abs(lo) <= 180 ? null : 'position';
}

export function urlProblem(url: string): FieldProblem | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? null : 'url';
  } catch {
    return 'url';
  }
}

/** A position input from the two fields, or null when both are empty. */
export function positionInput(lat: string, lng: string): { lat: number; lng: number } | null {
  return lat.trim() && lng.trim() ? { lat: Number(lat), lng: Number(lng) } : null;
}

/** Names typed one per line or separated by commas. */
export function splitNames(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}
