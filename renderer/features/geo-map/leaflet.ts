/** Leaflet with the plugins the map uses, in the order they need: the global first (see
 *  leafletGlobal.ts), then geoman drawing, with their styles. Device clusters are the map's own
 *  (deviceClusters.ts over supercluster, drawn on a canvas). */
import L from './leafletGlobal';
import '@geoman-io/leaflet-geoman-free';
import 'leaflet/dist/leaflet.css';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';

export default L;
