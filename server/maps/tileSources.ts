/** Where a realm's map tiles come from (spec 3 §2.10, §5; issue 34): the tile servers its map
 *  settings switch on, as URL templates the platform alone fills in: OpenStreetMap for every realm
 *  (the installation's template, VANTAGE_OSM_TILE_URL, for a tile server of its own), ESRI with the
 *  realm's tile URL and token, Google's layers with the realm's API key. A tile is asked for by
 *  layer and z/x/y only, numbers inside the layer's grid: the caller never names a host, so the
 *  platform's tile route is no open proxy, and a realm reaches only its own sources. */
import { createHash } from 'node:crypto';
import { ESRI_LEVELS, GOOGLE_LAYER_CODES, GOOGLE_TILE_URL, TILE_MAX_ZOOM } from '../../shared/maps/geoMapConstants';

/** The map settings of a realm that name tile servers. */
export interface RealmTileSettings {
  esriMapTileUrl?: string;
  esriAccessToken?: string;
  googleMapsApiKey?: string;
}

/** Web Mercator (OSM, Google: 2^z tiles a side) or ESRI's EPSG:4326 grid (2^(z+1) by 2^z, 12 levels). */
export type TileGrid = 'webMercator' | 'esri';

export interface TileSource {
  /** The template with every secret in it; only the platform sees it. */
  template: string;
  grid: TileGrid;
  /** Names the source in the cache: a hash of the template, so a changed URL or token starts afresh
   *  and two realms with the same source share its tiles. */
  key: string;
  /** Values of {s}, chosen by the tile so a browser's parallel requests spread over them. */
  subdomains: readonly string[];
  /** A realm's administrator wrote the template (ESRI): its host must be one the platform may
   *  connect to (VANTAGE_PROBE_NETWORKS), as for every connection an administrator configures. */
  byRealm: boolean;
}

export interface Tile {
  z: number;
  x: number;
  y: number;
}

const GOOGLE_LAYERS = Object.keys(GOOGLE_LAYER_CODES) as Array<keyof typeof GOOGLE_LAYER_CODES>;

function source(template: string, grid: TileGrid, subdomains: readonly string[] = [], byRealm = false): TileSource {
  const key = createHash('sha256').update(template).digest('hex').slice(0, 24);
  return { template, grid, key, subdomains, byRealm };
}

/** A template the platform may fetch from: http(s), with a place for each of the tile's numbers. */
function usable(template: string, names: [RegExp, RegExp, RegExp]): boolean {
  if (!names.every((name) => name.test(template))) return false;
  try {
    const url = new URL(template.replace(/\{[a-z]+\}/gi, '0'));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The source of `layer` for a realm with these settings; null when the realm has no such layer. */
export function tileSource(
  layer: string,
  settings: RealmTileSettings,
  installation: { osmTileUrl: string },
): TileSource | null {
  if (layer === 'OSM') {
    return usable(installation.osmTileUrl, [/\{z\}/, /\{x\}/, /\{y\}/])
      ? source(installation.osmTileUrl, 'webMercator', ['a', 'b', 'c'])
      : null;
  }
  if (layer === 'ESRI') {
    const url = settings.esriMapTileUrl?.trim();
    const token = settings.esriAccessToken?.trim();
    if (!url || !token || !usable(url, [/\{(level|z)\}/, /\{(col|x)\}/, /\{(row|y)\}/])) return null;
    const separator = url.includes('?') ? '&' : '?';
    return source(`${url}${separator}token=${encodeURIComponent(token)}`, 'esri', [], true);
  }
  const google = GOOGLE_LAYERS.find((id) => id === layer);
  const key = settings.googleMapsApiKey?.trim();
  if (google && key) {
    const template = GOOGLE_TILE_URL.replace('{lyrs}', GOOGLE_LAYER_CODES[google]).replace(
      '{key}',
      encodeURIComponent(key),
    );
    return source(template, 'webMercator', ['0', '1', '2', '3']);
  }
  return null;
}

/** Whole numbers in decimal, as a tile's path has them. */
const NUMBER = /^\d{1,7}$/;

/** The tile named by a path's z, x and y when it lies inside the grid; null otherwise. */
export function tileIn(grid: TileGrid, z: string, x: string, y: string): Tile | null {
  if (![z, x, y].every((part) => NUMBER.test(part))) return null;
  const tile = { z: Number(z), x: Number(x), y: Number(y) };
  const levels = grid === 'esri' ? ESRI_LEVELS - 1 : TILE_MAX_ZOOM;
  if (tile.z > levels) return null;
  // ESRI's level 0 is the world in two tiles side by side; each level doubles both ways.
  const columns = grid === 'esri' ? 2 ** (tile.z + 1) : 2 ** tile.z;
  const rows = 2 ** tile.z;
  return tile.x < columns && tile.y < rows ? tile : null;
}

/** The address of one tile: the template with the tile's numbers (ArcGIS's {level}/{row}/{col}
 *  are {z}/{y}/{x}) and a subdomain. */
export function tileUrl(source: TileSource, tile: Tile): string {
  const subdomain = source.subdomains.length ? source.subdomains[(tile.x + tile.y) % source.subdomains.length]! : '';
  return source.template
    .replace(/\{(z|level)\}/g, String(tile.z))
    .replace(/\{(x|col)\}/g, String(tile.x))
    .replace(/\{(y|row)\}/g, String(tile.y))
    .replace(/\{s\}/g, subdomain);
}
