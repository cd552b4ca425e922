/** Zones on the geographic map (spec 3 §3.5, §5): a polygon with a priority of at least 1 and its
 *  colours; a zone holding a target is drawn white. Validation is the platform's and the console's. */
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { MIN_ZONE_PRIORITY } from './geoMapConstants';
import type { LatLng } from './viewCone';

/** A zone as the map draws it and the platform takes it (GeoZone, GeoZoneInput): what is not
 *  given takes its default (priority 1, #3388ff at fill opacity 0.2). */
export interface GeoZoneFields {
  id: string;
  priority?: number | null;
  color?: string | null;
  fillColor?: string | null;
  fillOpacity?: number | null;
  geometry?: unknown;
}

export interface PolygonGeometry {
  type: 'Polygon';
  /** GeoJSON rings of [lng, lat]; the first is the outline, the others holes. */
  coordinates: number[][][];
}

const HEX_COLOR = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i;

export function isValidPriority(priority: unknown): priority is number {
  return typeof priority === 'number' && Number.isInteger(priority) && priority >= MIN_ZONE_PRIORITY;
}

export const isHexColor = (color: unknown): color is string => typeof color === 'string' && HEX_COLOR.test(color);

/** Why a geometry is not a zone's polygon, or null when it is one. */
export function polygonProblem(geometry: unknown): string | null {
  const g = geometry as Partial<PolygonGeometry> | null;
  if (!g || g.type !== 'Polygon' || !Array.isArray(g.coordinates) || g.coordinates.length === 0) {
    return 'A zone must be a polygon';
  }
  for (const ring of g.coordinates) {
    if (!Array.isArray(ring) || ring.length < 4) return 'A zone polygon needs at least three corners';
    for (const point of ring) {
      const [lng, lat] = Array.isArray(point) ? point : [];
      if (typeof lng !== 'number' || typeof lat !== 'number' || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
        return 'A zone polygon has a point that is not a latitude and longitude';
      }
    }
    const first = ring[0] as number[];
    const last = ring[ring.length - 1] as number[];
    if (first[0] !== last[0] || first[1] !== last[1]) return 'A zone polygon must be closed';
  }
  return null;
}

/** Whether a point lies inside the polygon (on its edge counts as inside). */
export function zoneContains(geometry: PolygonGeometry, point: LatLng): boolean {
  return booleanPointInPolygon([point.lng, point.lat], geometry);
}

/** The zones (by id) that hold at least one of the points. */
export function occupiedZones(
  zones: ReadonlyArray<{ id: string; geometry: unknown }>,
  points: readonly LatLng[],
): Set<string> {
  const occupied = new Set<string>();
  for (const zone of zones) {
    if (polygonProblem(zone.geometry) !== null) continue;
    if (points.some((p) => zoneContains(zone.geometry as PolygonGeometry, p))) occupied.add(zone.id);
  }
  return occupied;
}
