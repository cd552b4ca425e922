/** The offline base map (spec 3 §2.10; shipped by the platform, drawn without a tile server): the
 *  world's countries and the demo site's plan as canvas-drawn vector layers under everything: on a
 *  canvas of its own in Leaflet's tile pane, where a base layer's tiles go, so it stays below the
 *  overlay pane's view cones, zones and GIS layers whichever is added first (issue 34: on a canvas
 *  in the overlay pane it covered the cones whenever it arrived after them). */
import L from './leaflet';
import type { FeatureCollection } from 'geojson';

const STYLES: Record<string, L.PathOptions> = {
  country: { color: '#9aa7a0', weight: 1, fillColor: '#e8ece4', fillOpacity: 1 },
  grounds: { color: '#b9c6a8', weight: 1, fillColor: '#dfe8d2', fillOpacity: 1 },
  yard: { color: '#c9c2b0', weight: 1, fillColor: '#ece6d6', fillOpacity: 1 },
  building: { color: '#8d8478', weight: 1, fillColor: '#cfc6b8', fillOpacity: 1 },
  road: { color: '#ffffff', weight: 9, opacity: 1 },
  path: { color: '#f4efe2', weight: 4, opacity: 1, dashArray: '6 4' },
};

export function offlineBaseLayer(land: FeatureCollection, site: FeatureCollection): L.LayerGroup {
  const renderer = L.canvas({ padding: 0.2, pane: 'tilePane' });
  const style = (feature?: GeoJSON.Feature) => STYLES[String(feature?.properties?.kind)] ?? STYLES.country!;
  const options = { style, renderer, interactive: false } as L.GeoJSONOptions;
  const group = L.layerGroup([L.geoJSON(land, options), L.geoJSON(site, options)]);
  return group;
}
