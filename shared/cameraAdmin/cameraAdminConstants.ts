/** Spec 3 §3.1, §4, §8, §9: the constants of camera administration — connection kinds, recording
 *  modes, connect authentication, live object update timings, and the platform's answers. */
import { MOTION_SENSITIVITY_RANGE } from '../events/motionConstants';

/** How a camera added by URL is reached (the console's connection choice); ONVIF names the
 *  device service, whose profiles give the stream URIs. */
export const CAMERA_CONNECTIONS = ['RTSP', 'RTSP_TCP', 'HTTP', 'ONVIF'] as const;
export type CameraConnection = (typeof CAMERA_CONNECTIONS)[number];

/** Spec 3 §4: recording modes. */
export const RECORDING_MODES = ['CONTINUOUS', 'EVENTS', 'LIVE', 'NONE'] as const;
export type RecordingMode = (typeof RECORDING_MODES)[number];

/** Spec 3 §4: connect authentication. */
export const AUTH_TYPES = ['NO_AUTH', 'HTTP_BASIC', 'HTTP_DIGEST'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];

/** URL schemes each connection accepts. */
export const CONNECTION_SCHEMES: Record<CameraConnection, readonly string[]> = {
  RTSP: ['rtsp:', 'rtsps:'],
  RTSP_TCP: ['rtsp:', 'rtsps:'],
  HTTP: ['http:', 'https:'],
  ONVIF: ['http:', 'https:'],
};

/** Issue 27: the only URL schemes a camera source (its URL, its review URL, an ONVIF device's stream
 *  URI, a CSV row) may have; every other input ffmpeg would open (a file, `concat:`, `data:`, a
 *  bare path …) is refused before it reaches ffmpeg. */
export const SOURCE_URL_SCHEMES = ['rtsp:', 'rtsps:', 'http:', 'https:'] as const;

/** Issue 27: cameras one realm may have (each runs an ffmpeg process and its restarts). */
export const MAX_CAMERAS_PER_REALM = 1_000;

/** Spec 3 §4: EVENTS recording keeps this much video before and after each event by default. */
export const EVENT_RECORDING_DEFAULTS = { preRollSeconds: 5, postRollSeconds: 10 } as const;
/** Limits of the pre- and post-roll an administrator may set (seconds). */
export const EVENT_ROLL_LIMITS = { min: 0, max: 300 } as const;

/** TCP/UDP port range. */
export const PORT_RANGE = { min: 1, max: 65_535 } as const;
/** Delivery priority range: 1 (highest) to 10. */
export const DELIVERY_PRIORITY_RANGE = { min: 1, max: 10 } as const;

/** Longest camera name. */
export const CAMERA_NAME_MAX = 255;

/** Spec 3 §4, §9: an UPDATE is re-read after 5 s; STATUS updates are batched every 2 s. */
export const OBJECT_UPDATE_TIMINGS = { updateRefreshMs: 5_000, deleteRefreshMs: 5_000, statusBatchMs: 2_000 } as const;

/** Stored passwords are shown as this, never in clear. */
export const MASKED_PASSWORD = '********';

/** How long a probe may take to open the camera and read its streams. */
export const PROBE_TIMEOUT_MS = 12_000;

/** Rows one CSV import may carry. */
export const CSV_IMPORT_MAX_ROWS = 500;
/** Columns of the camera import file, in the order the template lists them. */
export const CSV_COLUMNS = ['name', 'url', 'user', 'password', 'recording', 'lat', 'lng'] as const;

/** Entries cameraLog returns at most. */
export const CAMERA_LOG_LIMIT = 200;

/** The platform's messages (spec 3 §8 wording where it has one). */
export const CAMERA_MESSAGES = {
  deviceNotFound: 'Device not found',
  nameRequired: 'Name should not be empty',
  nameTooLong: `Name should be at most ${CAMERA_NAME_MAX} characters`,
  urlRequired: 'URL should not be empty',
  urlInvalid: 'URL should look like rtsp://host[:port]/path or http://host[:port]/path',
  urlScheme: 'URL scheme does not match the connection',
  hostRequired: 'Host should not be empty',
  portRange: `Port should be a number from ${PORT_RANGE.min} to ${PORT_RANGE.max}`,
  sensitivityRange: `Motion sensitivity should be from ${MOTION_SENSITIVITY_RANGE.min} to ${MOTION_SENSITIVITY_RANGE.max}`,
  rollRange: `Pre- and post-roll should be from ${EVENT_ROLL_LIMITS.min} to ${EVENT_ROLL_LIMITS.max} seconds`,
  priorityRange: `Delivery priority should be from ${DELIVERY_PRIORITY_RANGE.min} to ${DELIVERY_PRIORITY_RANGE.max}`,
  positionPair: 'Latitude and longitude should both be set or both empty',
  positionRange: 'Latitude should be from -90 to 90 and longitude from -180 to 180',
  storagePoolUnknown: 'Storage pool not found',
  notACamera: 'Only cameras can be changed here',
  // Probe warnings.
  unreachable: 'The camera cannot be reached',
  wrongCredentials: 'The camera refused the user name or password',
  h265: 'The camera sends H.265, which browsers cannot decode; it will be re-encoded to H.264',
  notH264: 'The camera does not send H.264; it will be re-encoded',
  noSecondStream: 'The camera offers no second stream; the review stream is the main stream',
  reviewUnreachable: 'The review stream cannot be reached',
  reviewNoVideo: 'The review stream sends no video',
  noVideo: 'The camera sends no video',
  onvifNoProfile: 'The ONVIF device offers no video profile',
  csvEmpty: 'The file has no camera rows',
  csvTooMany: `A file may hold at most ${CSV_IMPORT_MAX_ROWS} cameras`,
  urlNotAllowed: 'The camera URL should be an rtsp, rtsps, http or https address',
  cameraLimit: `A realm may have at most ${MAX_CAMERAS_PER_REALM} cameras`,
  networkRefused: 'The platform may not connect to this address (see VANTAGE_PROBE_NETWORKS)',
  noConnection: 'Only cameras added by URL have a connection to change',
} as const;

/** Why a camera's stream stopped, as its health reason and camera log name it (issue 36): the
 *  camera by its address, never ffmpeg's words for a socket that did not connect. */
export const CAMERA_HEALTH_REASONS = {
  didNotAnswer: (host: string) => `The camera at ${host} did not answer`,
  noStream: (host: string) => `The camera at ${host} has no stream at this address`,
} as const;

/** Storage pools a realm starts with (spec 3 §3.1 storageConfig: id, name, ttlHours). */
export const DEFAULT_STORAGE_POOLS = [
  { key: 'standard', name: 'Standard (24 hours)', ttlHours: 24 },
  { key: 'week', name: 'Week (7 days)', ttlHours: 7 * 24 },
  { key: 'month', name: 'Month (30 days)', ttlHours: 30 * 24 },
] as const;

/** What the camera log records (spec 3 §7.1 cameraLog). */
export const CAMERA_LOG_KINDS = ['CREATE', 'UPDATE', 'ENABLE', 'DISABLE', 'DELETE', 'IMPORT', 'STATUS'] as const;
export type CameraLogKind = (typeof CAMERA_LOG_KINDS)[number];
