/** The Leaflet layer that draws a base layer option (spec 3 §2.10, §5), for every map that shows
 *  one (the geographic map, the device placement map): ESRI's tiles on their own grid through
 *  OpenLayers, the other online layers as Web Mercator tiles, the offline map from the platform's
 *  vector data once it has arrived (null until then). */
import type { FeatureCollection } from 'geojson';
import L from './leaflet';
import { TILE_MAX_ZOOM } from '../../../shared/maps/geoMapConstants';
import type { BaseLayerOption } from './baseLayers';
import { EsriBaseLayer } from './EsriBaseLayer';
import { offlineBaseLayer } from './offlineBaseLayer';

export interface OfflineMapData {
  land: unknown;
  site: unknown;
}

export function baseLayerFor(option: BaseLayerOption | undefined, offline: OfflineMapData | undefined): L.Layer | null {
  if (option?.id === 'ESRI' && option.url) return new EsriBaseLayer(option.url);
  if (option?.url) return L.tileLayer(option.url, { maxZoom: TILE_MAX_ZOOM });
  if (!offline) return null;
  return offlineBaseLayer(offline.land as FeatureCollection, offline.site as FeatureCollection);
}
