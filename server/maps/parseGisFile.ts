/** Checks an uploaded GIS file (spec 3 §5: .kml as text/xml, .json, .geojson) and finds its
 *  bounds: GeoJSON must parse to a Feature, FeatureCollection or geometry; KML must be well-formed
 *  and convert (with togeojson, the console's own converter) to at least one feature. */
import { kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import { isKmlMime } from '../../shared/maps/geoLayerName';
import { GEO_FILE_MAX_BYTES } from '../../shared/maps/geoMapConstants';
import { DomainError } from '../kernel/DomainError';
import type { GeoBoundsRecord } from '../db/repositories/geoLayers';

const GEOJSON_TYPES = new Set([
  'FeatureCollection',
  'Feature',
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
  'GeometryCollection',
]);

export const GIS_FILE_ERRORS = {
  tooLarge: `The file is larger than ${GEO_FILE_MAX_BYTES / 1024 / 1024} MB`,
  badGeoJson: 'The file is not valid GeoJSON',
  badKml: 'The file is not valid KML',
  noCoordinates: 'The file holds no coordinates',
} as const;

/** The file's bounds, or a DomainError saying why it is refused. */
export function parseGisFile(mime: string, content: string): GeoBoundsRecord {
  if (Buffer.byteLength(content) > GEO_FILE_MAX_BYTES) throw DomainError.tooLarge(GIS_FILE_ERRORS.tooLarge);
  const geojson = isKmlMime(mime) ? kmlToGeoJson(content) : parseGeoJson(content);
  const bounds = boundsOf(geojson);
  if (!bounds) throw DomainError.badInput(GIS_FILE_ERRORS.noCoordinates);
  return bounds;
}

function parseGeoJson(content: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    throw DomainError.badInput(GIS_FILE_ERRORS.badGeoJson);
  }
  const type = (value as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !GEOJSON_TYPES.has(type)) throw DomainError.badInput(GIS_FILE_ERRORS.badGeoJson);
  return value;
}

function kmlToGeoJson(content: string): unknown {
  let failed = false;
  const onError = () => {
    failed = true;
  };
  let doc: ReturnType<DOMParser['parseFromString']> | undefined;
  try {
    doc = new DOMParser({ onError }).parseFromString(content, 'text/xml');
  } catch {
    failed = true;
  }
  if (failed || !doc || doc.documentElement?.localName !== 'kml') throw DomainError.badInput(GIS_FILE_ERRORS.badKml);
  return kml(doc as unknown as Parameters<typeof kml>[0]);
}

/** North, south, east and west of every coordinate pair in the value; null when it has none. A
 *  coordinate outside latitude and longitude ranges makes the file invalid. */
export function boundsOf(value: unknown): GeoBoundsRecord | null {
  const box = { north: -Infinity, south: Infinity, east: -Infinity, west: Infinity };
  const visit = (node: unknown, depth: number): void => {
    if (depth > 64 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      if (node.length >= 2 && typeof node[0] === 'number' && typeof node[1] === 'number') {
        const [lng, lat] = node as number[];
        if (Math.abs(lat as number) > 90 || Math.abs(lng as number) > 180) {
          throw DomainError.badInput(GIS_FILE_ERRORS.badGeoJson);
        }
        box.north = Math.max(box.north, lat as number);
        box.south = Math.min(box.south, lat as number);
        box.east = Math.max(box.east, lng as number);
        box.west = Math.min(box.west, lng as number);
        return;
      }
      for (const item of node) visit(item, depth + 1);
      return;
    }
    const object = node as Record<string, unknown>;
    for (const key of ['coordinates', 'geometry', 'geometries', 'features']) visit(object[key], depth + 1);
  };
  visit(value, 0);
  return Number.isFinite(box.north) ? box : null;
}
