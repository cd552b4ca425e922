/** The audit log's constants from spec 3 (§3.2 audit entry, §7.1/§7.4 calls, §8 texts, §9 limits),
 *  shared by the platform that stores events and the console that lists them. */

/** Audit categories (spec 3 §3.2, §9): 47 and 61 are the acknowledgeable ones and the ones the
 *  console subscribes to by default. 47: raised by devices (motion, sensors, health); 61: raised by
 *  people and outside systems (createEvent, the alert-log REST family). */
export const AUDIT_CATEGORY = { DEVICE: '47', USER: '61' } as const;
export const ACKNOWLEDGEABLE_CATEGORIES: readonly string[] = [AUDIT_CATEGORY.DEVICE, AUDIT_CATEGORY.USER];
export const DEFAULT_AUDIT_CATEGORIES: readonly string[] = ACKNOWLEDGEABLE_CATEGORIES;

/** The platform's audit categories as auditCategories answers them. */
export const AUDIT_CATEGORIES: ReadonlyArray<{ id: string; shortName: string; digest: string }> = [
  { id: AUDIT_CATEGORY.DEVICE, shortName: 'Device', digest: 'Raised by cameras and sensors: motion, alarms, health' },
  { id: AUDIT_CATEGORY.USER, shortName: 'User', digest: 'Raised by operators and outside systems' },
];

/** Metadata keys of an audit entry (spec 3 §3.2); value '1' means true. */
export const AUDIT_METADATA_KEY = {
  EVENT_TYPE: 'EVENT-TYPE',
  EXTERNAL: 'EXTERNAL',
  ACK_REQUIRE: 'ACK-REQUIRE',
  ACK_CONFIRM: 'ACK-CONFIRM',
  ACK: 'ACK',
} as const;
export const METADATA_TRUE = '1';

/** Event importance (spec 3 §3.2), the value of EVENT-TYPE. */
export const EVENT_TYPE = { ALERT: 'Alert', INFORMATION: 'Information' } as const;
export type EventType = (typeof EVENT_TYPE)[keyof typeof EVENT_TYPE];

/** Event classes for threats (spec 3 §3.2). */
export const EVENT_CLASSES = ['maintenance', 'other', 'threat', 'unspecified'] as const;

/** Paging (spec 3 §7.4, §9): default page limit 100; the first page after the one shown starts at
 *  offset limit+1, then each next one += limit. */
export const AUDIT_PAGE_LIMIT = 100;

/** Default live fetch (spec 3 §7.1): the last hour, 50 entries. */
export const LIVE_FETCH_WINDOW_MS = 60 * 60 * 1000;
export const LIVE_FETCH_LIMIT = 50;

/** Spec 3 §9 event throttle: a device's health changes that follow each other within 7,000 ms are
 *  one event, its count of changes growing (issue 34: BROKEN/NORMAL flapping flooded the list). */
export const EVENT_THROTTLE_MS = 7_000;
/** Metadata of a health event: the device's status, and how many changes it folds together. */
export const HEALTH_METADATA_KEY = { STATUS: 'HEALTH-STATUS', CHANGES: 'HEALTH-CHANGES' } as const;

/** Event snapshot canvas (spec 3 §9): 176x144 JPEG. */
export const EVENT_SNAPSHOT_SIZE = { width: 176, height: 144 } as const;

/** Refusals and errors the platform answers about events (spec 3 §8 where it has the wording). */
export const AUDIT_ERROR = {
  NOT_FOUND: 'Event List entry is not found.',
  ALREADY_ACKNOWLEDGED: 'The event is already acknowledged',
  STALE: 'The event was changed since it was read; reload it and try again',
  NOT_ACKNOWLEDGEABLE: 'The event does not take acknowledgement',
  NOTE_TOO_LONG: 'The note is too long',
} as const;

/** Longest acknowledgement note, characters. */
export const MAX_ACK_NOTE_LENGTH = 4000;

/** Paging of auditEntries (spec 3 §7.4): `start` counts entries from 1, so the first page is start
 *  1 (0 and null mean the same), the next starts at limit+1 and each after += limit. */
export function auditPageOffset(start: number | null | undefined): number {
  return Math.max(0, (start ?? 1) - 1);
}

/** The start of the page after the one that began at `start` with this limit. */
export function nextAuditPageStart(start: number | null | undefined, limit: number): number {
  return auditPageOffset(start) + 1 + limit;
}

/** The legacy alert-log REST family (spec 3 §7.4). */
export const ALERT_LOG_PATH = '/elog-restful/api/v2/alertlog';

/** The alert log's 400 texts (spec 3 §7.4): a missing parameter, a missing body. */
export function missingParameter(name: string): string {
  return `parameter ${name} should be specified`;
}
export function nullBody(name: string): string {
  return `${name} could not be null`;
}
