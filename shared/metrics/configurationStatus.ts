/** The configuration status report (spec 3 §2.1; issue 29): each device's configuration checked
 *  against what it really does, its checks and statuses, their texts, and the report as CSV. */
import { writeCsv } from '../csv/writeCsv';

/** What a row checks. */
export const CONFIG_CHECK = {
  /** The device answers and delivers (a camera's stream runs). */
  REACHABLE: 'REACHABLE',
  /** The device accepts the user name and password it was given. */
  CREDENTIALS: 'CREDENTIALS',
  /** The stream delivers the size, codec and frame rate its probe found when it was added. */
  STREAM_SETTINGS: 'STREAM_SETTINGS',
  /** The recording mode in force is the one configured (a schedule may hold another). */
  RECORDING_MODE: 'RECORDING_MODE',
  /** The archive volume keeps its free-space reserve. */
  STORAGE_HEADROOM: 'STORAGE_HEADROOM',
} as const;
export type ConfigCheck = (typeof CONFIG_CHECK)[keyof typeof CONFIG_CHECK];

/** OK; WARNING: works, but not as configured; FAILING: does not work; UNKNOWN: nothing to compare yet. */
export type ConfigCheckStatus = 'OK' | 'WARNING' | 'FAILING' | 'UNKNOWN';

export interface ConfigurationCheckRow {
  /** Null for the installation's own rows (storage). */
  deviceId: string | null;
  deviceName: string | null;
  deviceType: string | null;
  check: ConfigCheck;
  status: ConfigCheckStatus;
  expected: string | null;
  actual: string | null;
  message: string | null;
}

export const CONFIG_STATUS_MESSAGE = {
  NOT_RUNNING: 'The camera is not running (disabled or recording off)',
  STARTING: 'The camera has not delivered video yet',
  STREAM_DIFFERS: 'The stream differs from what the camera delivered when it was added',
  NOT_PROBED: 'The camera was added without a probe of its stream',
  SCHEDULED_MODE: 'A schedule holds another recording mode now',
  ARCHIVE_SHORT: 'The archive volume is below its free-space reserve: the oldest recordings are deleted',
  ARCHIVE_LOW: 'The archive volume is within twice its free-space reserve',
} as const;

/** i18next keys of the checks' and statuses' labels. */
export const configCheckLabelKey = (check: ConfigCheck) => `metrics.configurationStatus.checks.${check}`;
export const configStatusLabelKey = (status: ConfigCheckStatus) => `metrics.configurationStatus.statuses.${status}`;

const CSV_FIELDS = ['Device', 'Device id', 'Type', 'Check', 'Status', 'Expected', 'Actual', 'Message'] as const;

/** The report as a CSV file's text. */
export function configurationStatusCsv(rows: readonly ConfigurationCheckRow[]): string {
  return writeCsv(
    CSV_FIELDS,
    rows.map((r) => [r.deviceName, r.deviceId, r.deviceType, r.check, r.status, r.expected, r.actual, r.message]),
  );
}
