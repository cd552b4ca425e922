/** The tile servers a realm's map settings switch on (spec 3 §5): Google's when it has an API
 *  key, OpenStreetMap's when OSM is its default layer. The page's Content-Security-Policy lets
 *  images come from them; ESRI's server comes from its own tile URL. */
import { GOOGLE_TILE_ORIGINS, OSM_TILE_ORIGIN } from '../../shared/maps/geoMapConstants';

export function onlineTileOrigins(settings: { googleMapsApiKey?: string; defaultMapLayer?: string }): string[] {
  return [
    ...(settings.googleMapsApiKey ? GOOGLE_TILE_ORIGINS : []),
    ...(settings.defaultMapLayer === 'OSM' ? [OSM_TILE_ORIGIN] : []),
  ];
}
