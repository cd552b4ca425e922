/** The base layers a realm's map settings offer (spec 3 §2.10, §5): the offline map the platform
 *  ships is always there; OSM always; ESRI only with both a token and a tile URL; the Google
 *  layers only with an API key. Their tiles come through the platform (MAP_TILES_PATH, issue 34),
 *  which alone knows the tile servers, tokens and keys: the page loads images from its own origin
 *  only, and a layer an administrator has just set works at once. A tile address carries a version
 *  of the layer's settings, so a changed source is never answered from the browser's cache. The
 *  realm's default layer is used when it is offered, otherwise the offline map. */
import { MAP_TILES_PATH, type MapLayerId } from '../../../shared/maps/geoMapConstants';

export interface MapSettings {
  defaultMapLayer?: string | null;
  esriMapTileUrl?: string | null;
  esriAccessToken?: string | null;
  googleMapsApiKey?: string | null;
}

export interface BaseLayerOption {
  id: MapLayerId;
  /** Tile URL template on the platform, {z}/{x}/{y}; undefined for the offline map, drawn from the
   *  platform's vector data. */
  url?: string;
}

const GOOGLE_LAYERS = ['GOOGLE_HYBRID', 'GOOGLE_ROADMAP', 'GOOGLE_SATELLITE'] as const;

/** A short version of a layer's settings (FNV-1a), for its tile addresses. */
function version(...parts: string[]): string {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\n')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

function tiles(id: MapLayerId, ...settings: string[]): BaseLayerOption {
  const query = settings.length ? `?v=${version(...settings)}` : '';
  return { id, url: `${MAP_TILES_PATH}/${id}/{z}/{x}/{y}${query}` };
}

export function baseLayerOptions(settings: MapSettings): BaseLayerOption[] {
  const options: BaseLayerOption[] = [{ id: 'OFFLINE' }, tiles('OSM')];
  const esriUrl = settings.esriMapTileUrl?.trim();
  const esriToken = settings.esriAccessToken?.trim();
  if (esriUrl && esriToken) options.push(tiles('ESRI', esriUrl, esriToken));
  const key = settings.googleMapsApiKey?.trim();
  if (key) for (const id of GOOGLE_LAYERS) options.push(tiles(id, key));
  return options;
}

/** The layer shown first: the realm's default when it is offered, else the offline map. */
export function defaultBaseLayer(settings: MapSettings): MapLayerId {
  const wanted = settings.defaultMapLayer;
  return baseLayerOptions(settings).find((o) => o.id === wanted)?.id ?? 'OFFLINE';
}
