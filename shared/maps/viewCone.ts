/** A camera's view on the map (spec 3 §5, §9 Map): fieldOfView 360 or more draws a circle,
 *  otherwise a sector in 1-degree steps; viewDistance defaults to 100 m; the view points at
 *  northOffsetAngle plus the PTZ pan. Missing or non-numeric position or view data draws nothing. */
import { CONE_STEP_DEGREES, DEFAULT_VIEW_DISTANCE_M, EARTH_RADIUS_M, FULL_CIRCLE_FOV } from './geoMapConstants';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface CameraViewData {
  fieldOfView?: number | null;
  northOffsetAngle?: number | null;
  viewDistance?: number | null;
  ptzStatus?: { command?: { pan?: number | null } | null } | null;
}

export type ViewCone =
  | { kind: 'circle'; center: LatLng; radius: number }
  | { kind: 'sector'; center: LatLng; radius: number; bearing: number; points: LatLng[] };

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

export function isLatLng(position: unknown): position is LatLng {
  const p = position as Partial<LatLng> | null | undefined;
  return !!p && isNumber(p.lat) && isNumber(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;
}

/** The point `distance` metres from `from` along `bearing` degrees (great circle). */
export function destination(from: LatLng, bearing: number, distance: number): LatLng {
  const d = distance / EARTH_RADIUS_M;
  const b = rad(bearing);
  const lat1 = rad(from.lat);
  const lng1 = rad(from.lng);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lng2 =
    lng1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: deg(lat2), lng: ((deg(lng2) + 540) % 360) - 180 };
}

/** Initial bearing from `from` to `to`, degrees 0–360 clockwise from north. */
export function bearingTo(from: LatLng, to: LatLng): number {
  const lat1 = rad(from.lat);
  const lat2 = rad(to.lat);
  const dLng = rad(to.lng - from.lng);
  const y = Math.sin(dLng) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  return (deg(Math.atan2(y, x)) + 360) % 360;
}

/** Great-circle distance in metres (haversine). */
export function distanceBetween(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Where the camera looks: its north offset plus its PTZ pan, degrees 0–360. */
export function viewBearing(view: CameraViewData): number {
  const offset = isNumber(view.northOffsetAngle) ? view.northOffsetAngle : 0;
  const pan = view.ptzStatus?.command?.pan;
  return (((offset + (isNumber(pan) ? pan : 0)) % 360) + 360) % 360;
}

/** The cone to draw, or null when position or view data is missing or not numeric. */
export function viewCone(position: unknown, view: CameraViewData | null | undefined): ViewCone | null {
  if (!isLatLng(position) || !view || !isNumber(view.fieldOfView) || view.fieldOfView <= 0) return null;
  if (view.viewDistance != null && (!isNumber(view.viewDistance) || view.viewDistance <= 0)) return null;
  if (view.northOffsetAngle != null && !isNumber(view.northOffsetAngle)) return null;
  const radius = view.viewDistance ?? DEFAULT_VIEW_DISTANCE_M;
  const center = { lat: position.lat, lng: position.lng };
  if (view.fieldOfView >= FULL_CIRCLE_FOV) return { kind: 'circle', center, radius };
  const bearing = viewBearing(view);
  const half = view.fieldOfView / 2;
  const points: LatLng[] = [center];
  const steps = Math.max(1, Math.ceil(view.fieldOfView / CONE_STEP_DEGREES));
  for (let i = 0; i <= steps; i += 1) {
    points.push(destination(center, bearing - half + (view.fieldOfView * i) / steps, radius));
  }
  points.push(center);
  return { kind: 'sector', center, radius, bearing, points };
}
