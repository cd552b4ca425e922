/** The ESRI layer's tile grid (spec 3 §5, §9: EPSG:4326 with a fixed 12-level scale set and fixed
 *  extent bounds): its resolutions, which tile holds a position, the resolution the Leaflet map
 *  shows at a zoom (so the OpenLayers view under it matches), and the bounds outside which
 *  positions are ignored while the layer is active. Pure numbers, without OpenLayers, so the grid is
 *  tested on its own. */
import {
  ESRI_EXTENT,
  ESRI_LEVEL0_DEGREES_PER_PIXEL,
  ESRI_LEVELS,
  ESRI_TILE_SIZE,
} from '../../../shared/maps/geoMapConstants';

/** Degrees per pixel of each level, level 0 first. */
export const ESRI_RESOLUTIONS: readonly number[] = Array.from(
  { length: ESRI_LEVELS },
  (_, level) => ESRI_LEVEL0_DEGREES_PER_PIXEL / 2 ** level,
);

/** The grid's top-left corner, where tile column 0 and row 0 start. */
export const ESRI_ORIGIN: [number, number] = [ESRI_EXTENT.west, ESRI_EXTENT.north];

/** Metres per pixel of Leaflet's EPSG:3857 map at zoom 0 (256 px for the equator). */
const WEB_MERCATOR_ZOOM0_RESOLUTION = (2 * Math.PI * 6378137) / 256;

/** Metres per pixel the Leaflet map shows at a (possibly fractional) zoom. */
export function webMercatorResolution(zoom: number): number {
  return WEB_MERCATOR_ZOOM0_RESOLUTION / 2 ** zoom;
}

/** The column and row of the tile holding a position at a level. */
export function esriTileAt(level: number, lat: number, lng: number): { column: number; row: number } {
  const degrees = (ESRI_RESOLUTIONS[level] ?? ESRI_RESOLUTIONS[ESRI_LEVELS - 1]!) * ESRI_TILE_SIZE;
  return {
    column: Math.floor((lng - ESRI_ORIGIN[0]) / degrees),
    row: Math.floor((ESRI_ORIGIN[1] - lat) / degrees),
  };
}

/** While the ESRI layer is active, positions outside its extent are ignored (spec 3 §5). */
export function insideEsriExtent(position: { lat: number; lng: number }): boolean {
  return (
    position.lat >= ESRI_EXTENT.south &&
    position.lat <= ESRI_EXTENT.north &&
    position.lng >= ESRI_EXTENT.west &&
    position.lng <= ESRI_EXTENT.east
  );
}
