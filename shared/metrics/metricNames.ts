/** The metrics of cameras and avatars (spec 3 §7.1 cameraMetrics/avatarMetrics, §9 units; issue 29):
 *  each name once, with its unit, how its 1-minute points fold into 1-hour points, and the i18n key
 *  of its label. The platform stores and reports these names; the console labels and charts them. */

/** Spec 3 §9 MetricUnit. */
export type MetricUnit = 'bps' | 'bytes' | 'fps' | 'ms' | 'pcs' | 'pct' | 'status';

/** How the points inside a longer bucket make its one point: a rate is averaged (fps mean), an amount
 *  per bucket is added up (bytes, lost time, reconnects), a level keeps its highest, a state its
 *  worst (lowest) value. Downsampling by these keeps totals. */
export type MetricFold = 'mean' | 'sum' | 'max' | 'min';

export interface MetricDefinition {
  name: string;
  unit: MetricUnit;
  fold: MetricFold;
  /** i18next key of the metric's label. */
  labelKey: string;
}

const define = (name: string, unit: MetricUnit, fold: MetricFold): MetricDefinition => ({
  name,
  unit,
  fold,
  labelKey: `metrics.names.${name}`,
});

/** Camera metrics, measured on the camera's main (FULL) stream by the media pipeline. */
export const CAMERA_METRIC = {
  /** Frames per second arriving from the camera. */
  fps: define('fps', 'fps', 'mean'),
  /** Bits per second arriving from the camera. */
  bitrate: define('bitrate', 'bps', 'mean'),
  /** Frames from one keyframe to the next. */
  gop: define('gop', 'pcs', 'mean'),
  /** Mean deviation of frame arrival from the stream's own timing, ms. */
  jitter: define('jitter', 'ms', 'mean'),
  /** Time in the bucket the camera sent no video while it should have, ms. */
  lostTime: define('lostTime', 'ms', 'sum'),
  /** Time since the camera's current run delivered its first frame, ms. */
  uptime: define('uptime', 'ms', 'max'),
  /** Restarts of the camera's source in the bucket. */
  reconnects: define('reconnects', 'pcs', 'sum'),
  /** Bytes the recorder wrote to the archive in the bucket (all of the camera's streams). */
  recordedBytes: define('recordedBytes', 'bytes', 'sum'),
  /** The camera's health: see METRIC_STATE. */
  state: define('state', 'status', 'min'),
} as const;

/** Avatar metrics: what the platform knows of an avatar from its status reports and its cameras. */
export const AVATAR_METRIC = {
  /** The avatar's health: see METRIC_STATE. */
  state: define('state', 'status', 'min'),
  /** Load the avatar reports, percent. */
  load: define('load', 'pct', 'mean'),
  /** Local storage the avatar reports in use, bytes. */
  storageUsed: define('storageUsed', 'bytes', 'max'),
  /** Requests waiting in the avatar's delivery queue. */
  deliveryQueue: define('deliveryQueue', 'pcs', 'max'),
  /** Upload bandwidth of the avatar's channel as last measured, bits per second. */
  bandwidth: define('bandwidth', 'bps', 'mean'),
  /** Latency of the avatar's channel as last measured, ms. */
  latency: define('latency', 'ms', 'mean'),
  /** The avatar's cameras that deliver video. */
  camerasOnline: define('camerasOnline', 'pcs', 'min'),
  /** Bytes the recorder wrote for the avatar's cameras in the bucket. */
  recordedBytes: define('recordedBytes', 'bytes', 'sum'),
} as const;

export type CameraMetricName = keyof typeof CAMERA_METRIC;
export type AvatarMetricName = keyof typeof AVATAR_METRIC;

export const CAMERA_METRICS: readonly MetricDefinition[] = Object.values(CAMERA_METRIC);
export const AVATAR_METRICS: readonly MetricDefinition[] = Object.values(AVATAR_METRIC);

/** The value of a `status` metric: a device that delivers is 1, one that fails is 0 (the lowest of
 *  a bucket is kept, so an hour with a failure shows it). */
export const METRIC_STATE = { NORMAL: 1, BROKEN: 0 } as const;

/** Point lengths and how long each is kept (issue 29: 1-minute points 48 h, 1-hour points 90 days). */
export const METRIC_RESOLUTION = {
  minute: { stepMs: 60_000, keepMs: 48 * 3_600_000 },
  hour: { stepMs: 3_600_000, keepMs: 90 * 24 * 3_600_000 },
} as const;

/** A report over at most this long is drawn from 1-minute points, a longer one from 1-hour points. */
export const MINUTE_REPORT_MAX_MS = METRIC_RESOLUTION.minute.keepMs;

/** The definition of a camera or avatar metric by name, undefined for a name it does not have. */
export function metricDefinition(kind: 'camera' | 'avatar', name: string): MetricDefinition | undefined {
  const table: Record<string, MetricDefinition> = kind === 'camera' ? CAMERA_METRIC : AVATAR_METRIC;
  return Object.hasOwn(table, name) ? table[name] : undefined;
}
