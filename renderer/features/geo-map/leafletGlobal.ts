/** Leaflet as the global `L` its plugins (geoman) extend when they load. */
import L from 'leaflet';

(globalThis as { L?: typeof L }).L = L;

export default L;
