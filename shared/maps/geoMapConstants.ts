/** The geographic map's constants and limits (spec 3 §5 map rules, §9 Map): one place for the
 *  platform and the console. */

/** Earth radius used for distances and view cones, metres. */
export const EARTH_RADIUS_M = 6371000;
/** A camera without viewDistance looks this far, metres. */
export const DEFAULT_VIEW_DISTANCE_M = 100;
/** A field of view of this many degrees or more draws a circle instead of a sector. */
export const FULL_CIRCLE_FOV = 360;
/** Sectors are drawn in steps of this many degrees. */
export const CONE_STEP_DEGREES = 1;
/** View cones are drawn from this zoom on (street level); over a city they are specks. */
export const VIEW_CONE_MIN_ZOOM = 15;
/** Device markers closer than this on screen form a cluster, px (leaflet.markercluster's default). */
export const DEVICE_CLUSTER_RADIUS_PX = 80;
/** Clusters form up to this zoom; from the next one (street level) every device shows on its own. */
export const DEVICE_CLUSTER_MAX_ZOOM = 16;
/** Target tracks keep this many positions. */
export const TARGET_TRACK_POINTS = 10;
/** Target updates reach the map at most this often, ms. */
export const TARGET_UPDATE_THROTTLE_MS = 200;
/** The target subscription restarts this long after an error, ms. */
export const TARGET_RESUBSCRIBE_MS = 5000;
/** Events kept per device marker. */
export const MAX_EVENTS_PER_DEVICE = 10;
/** Target track colour. */
export const TARGET_TRACK_COLOR = '#3AA5F0';
/** Sensor marker colours. */
export const SENSOR_COLORS = { active: '#B0FF00', inactive: '#ca0037' } as const;
/** Polygon defaults (zones and GIS features without their own style). */
export const DEFAULT_POLYGON_STYLE = { color: '#3388ff', fillColor: '#3388ff', fillOpacity: 0.2 } as const;
/** A zone with a target inside is drawn in this colour. */
export const ZONE_OCCUPIED_COLOR = '#ffffff';
/** Default and minimum zone priority. */
export const DEFAULT_ZONE_PRIORITY = 1;
export const MIN_ZONE_PRIORITY = 1;
/** Zoom limits: tiles, and fitting to bounds. */
export const TILE_MAX_ZOOM = 18;
export const TILE_MIN_ZOOM = 2;
export const FIT_BOUNDS_MAX_ZOOM = 15;
/** Default marker size, px. */
export const DEFAULT_MARKER_SIZE = { width: 25, height: 41 } as const;
/** GIS layer trees show at most this many folder levels. */
export const GEO_LAYER_FOLDER_DEPTH = 3;
/** Largest GIS file the platform stores, bytes. */
export const GEO_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** The Export GeoJson download's file name. */
export const GEO_EXPORT_FILE_NAME = 'mapData.json';
/** Accepted GIS files (spec 3 §5) and the mime each is stored with. */
export const GEO_FILE_TYPES = {
  kml: 'text/xml',
  json: 'application/json',
  geojson: 'application/geo+json',
} as const;
export const GEO_FILE_ACCEPT = '.kml, .json, .geojson';
/** Stored files are read under this path (spec 3 §7.4 GET of stored files by path). */
export const STORED_FILES_PATH = '/api/files';
/** Map tiles are read through the platform under this path, as `<path>/<layer>/<z>/<x>/<y>`
 *  (issue 34): the page's images stay same-origin under a strict CSP, and tiles seen once keep
 *  working offline from the platform's cache. */
export const MAP_TILES_PATH = '/api/maps/tiles';
/** Base layers (spec 3 §2.10, §9 Map sources); OFFLINE is the map the platform ships. */
/** The ESRI layer's coordinate system (spec 3 §9): EPSG:4326 on ESRI's geographic tile grid, 256 px
 *  tiles from the top-left corner of its fixed extent, with a fixed set of 12 scales (level 0 shows
 *  the world in two tiles; each level halves the degrees per pixel). */
export const ESRI_PROJECTION = 'EPSG:4326';
export const ESRI_EXTENT = { west: -180, south: -90, east: 180, north: 90 } as const;
export const ESRI_TILE_SIZE = 256;
export const ESRI_LEVELS = 12;
export const ESRI_LEVEL0_DEGREES_PER_PIXEL = 0.703125;
export const MAP_LAYERS = ['OFFLINE', 'OSM', 'ESRI', 'GOOGLE_HYBRID', 'GOOGLE_ROADMAP', 'GOOGLE_SATELLITE'] as const;
export type MapLayerId = (typeof MAP_LAYERS)[number];
/** Tile URL templates of the online base layers, which the platform fetches (MAP_TILES_PATH); ESRI's
 *  comes from the realm settings, OSM's may be an installation's own (VANTAGE_OSM_TILE_URL). */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const GOOGLE_TILE_URL = 'https://mt{s}.google.com/vt/lyrs={lyrs}&x={x}&y={y}&z={z}&key={key}';
export const GOOGLE_LAYER_CODES = { GOOGLE_HYBRID: 'y', GOOGLE_ROADMAP: 'm', GOOGLE_SATELLITE: 's' } as const;
