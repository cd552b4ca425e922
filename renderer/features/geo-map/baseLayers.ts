/** The base layers a realm's map settings offer (spec 3 §2.10, §5): the offline map the platform
 *  ships is always there; OSM always; ESRI only with both a token and a tile URL; the Google
 *  layers only with an API key. The realm's default layer is used when it is offered, otherwise
 *  the offline map. */
import {
  GOOGLE_LAYER_CODES,
  GOOGLE_TILE_URL,
  OSM_TILE_URL,
  type MapLayerId,
} from '../../../shared/maps/geoMapConstants';

export interface MapSettings {
  defaultMapLayer?: string | null;
  esriMapTileUrl?: string | null;
  esriAccessToken?: string | null;
  googleMapsApiKey?: string | null;
}

export interface BaseLayerOption {
  id: MapLayerId;
  /** Tile URL template; undefined for the offline map, drawn from the platform's vector data. */
  url?: string;
  subdomains?: string;
}

export function baseLayerOptions(settings: MapSettings): BaseLayerOption[] {
  const options: BaseLayerOption[] = [{ id: 'OFFLINE' }, { id: 'OSM', url: OSM_TILE_URL }];
  const esriUrl = settings.esriMapTileUrl?.trim();
  const esriToken = settings.esriAccessToken?.trim();
  if (esriUrl && esriToken) {
    const separator = esriUrl.includes('?') ? '&' : '?';
    options.push({ id: 'ESRI', url: `${esriUrl}${separator}token=${encodeURIComponent(esriToken)}` });
  }
  const key = settings.googleMapsApiKey?.trim();
  if (key) {
    for (const id of ['GOOGLE_HYBRID', 'GOOGLE_ROADMAP', 'GOOGLE_SATELLITE'] as const) {
      const url = GOOGLE_TILE_URL.replace('{lyrs}', GOOGLE_LAYER_CODES[id]).replace('{key}', encodeURIComponent(key));
      options.push({ id, url, subdomains: '0123' });
    }
  }
  return options;
}

/** The layer shown first: the realm's default when it is offered, else the offline map. */
export function defaultBaseLayer(settings: MapSettings): MapLayerId {
  const wanted = settings.defaultMapLayer;
  return baseLayerOptions(settings).find((o) => o.id === wanted)?.id ?? 'OFFLINE';
}
