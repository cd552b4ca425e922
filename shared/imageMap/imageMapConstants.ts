/** The image map's constants (spec 3 §2.6 Image Map row, §3.4, §9): the configuration version every
 *  change carries, the event counts a device object may show, and the floor plans the platform
 *  takes (the spec leaves types and size open; these are the raster and vector formats a browser
 *  draws in an <img>, at a size a GraphQL body carries as base64 within the platform's 4 MB limit). */

/** Spec 3 §3.4: the image map configuration's version. */
export const IMAGE_MAP_VERSION = 'v2';

/** Spec 3 §9: the Image Map widget's maxEventCount options; §2.6: 10 by default. */
export const IMAGE_MAP_EVENT_COUNTS = [1, 5, 10, 20] as const;
export const IMAGE_MAP_DEFAULT_EVENT_COUNT = 10;

/** Floor plan types by MIME type, with the extension the stored file takes. */
export const IMAGE_MAP_PLAN_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
} as const;

export type ImageMapPlanMime = keyof typeof IMAGE_MAP_PLAN_TYPES;

/** What the file picker offers. */
export const IMAGE_MAP_PLAN_ACCEPT = Object.keys(IMAGE_MAP_PLAN_TYPES).join(',');

/** Largest floor plan accepted, in bytes (its base64 is 4/3 of that). */
export const IMAGE_MAP_PLAN_MAX_BYTES = 2 * 1024 * 1024;

/** Longest side of a floor plan, in pixels, as its header (PNG, JPEG, GIF, WebP) or its width,
 *  height or viewBox (SVG) declares it: a browser draws a plan at that size, and a 2 MB file
 *  may claim 2^31 x 2^31 (issue 27 #14). Architectural scans stay well within it. */
export const IMAGE_MAP_PLAN_MAX_SIDE = 8192;

/** Largest name of a set, layer or map. */
export const IMAGE_MAP_NAME_MAX_LENGTH = 255;

/** Where the console reads a map's floor plan: GET {path}/{mapId}?v={revision}. */
export const IMAGE_MAP_PLAN_PATH = '/api/image-map-plans';

/** Refusals, in the words the console shows after 'Image map update error: '. */
export const IMAGE_MAP_ERRORS = {
  version: `Unsupported image map version; expected ${IMAGE_MAP_VERSION}`,
  updateId: 'An update id is required',
  nameEmpty: 'Name should not be empty',
  nameTooLong: `Name should be at most ${IMAGE_MAP_NAME_MAX_LENGTH} characters`,
  setNameTaken: 'A set with this name already exists',
  layerNameTaken: 'A layer with this name already exists in the set',
  mapNameTaken: 'A map with this name already exists in the layer',
  idTaken: 'This id is already in use',
  planMissing: 'A map needs a floor plan image',
  planNotBase64: 'The floor plan is not base64',
  planType: 'The floor plan must be a PNG, JPEG, GIF, WebP or SVG image',
  planTooLarge: `The floor plan is larger than ${IMAGE_MAP_PLAN_MAX_BYTES / 1024 / 1024} MB`,
  planUnreadable: 'The floor plan image cannot be read',
  planDimensions: `The floor plan is larger than ${IMAGE_MAP_PLAN_MAX_SIDE} x ${IMAGE_MAP_PLAN_MAX_SIDE} pixels`,
  positionOutside: 'The position lies outside the floor plan',
  deviceOnMap: 'The device is already on this map',
} as const;
