/** Leaflet with the plugins the map uses, in the order they need: the global first (see
 *  leafletGlobal.ts), then marker clusters and geoman drawing, with their styles. */
import L from './leafletGlobal';
import 'leaflet.markercluster';
import '@geoman-io/leaflet-geoman-free';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';

export default L;
