/** Leaflet as the global `L` its plugins (marker clusters, geoman) extend when they load. */
import L from 'leaflet';

(globalThis as { L?: typeof L }).L = L;

export default L;
