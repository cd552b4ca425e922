/** Constants of spec 2's export, archive-on-demand and delivery manager (§4 Archive-on-demand,
 *  §4 Delivery manager, §5 Video export, §9 Export and delivery), named after the spec's terms. */

/** Default clip of the Add download job dialog (spec 2 §5: 1 minute). */
export const EXPORT_DIALOG_DEFAULT_MS = 60_000;
/** Default clip of a job made from the timeline (spec 2 §9: 30 s). */
export const EXPORT_JOB_DEFAULT_MS = 30_000;
/** Minute choices of the export duration, limited by the realm's maximum (spec 2 §5). */
export const EXPORT_MINUTE_CHOICES = [0, 5, 10, 15, 30, 45, 60] as const;
export const MINUTES_PER_HOUR = 60;
export const MS_PER_MINUTE = 60_000;

/** Export and AOD requests are polled this often (spec 2 §4, §9). */
export const EXPORT_POLL_MS = 5_000;
export const AOD_POLL_MS = 5_000;
/** Length of the archive requested ahead of playback (spec 2 §4, §9 archive prefetch request). */
export const AOD_PREFETCH_MS = 60_000;

/** Video request statuses (spec 2 §4 Archive-on-demand). */
export const VIDEO_REQUEST_STATUSES = [
  'QUEUED',
  'PROCESSING',
  'EXPORTING',
  'PAUSED',
  'COMPLETED',
  'FAILED',
  'CANCELED',
] as const;
export type VideoRequestStatus = (typeof VIDEO_REQUEST_STATUSES)[number];
/** Statuses that end a request. */
export const FINAL_REQUEST_STATUSES: readonly VideoRequestStatus[] = ['COMPLETED', 'FAILED', 'CANCELED'];

export const VIDEO_REQUEST_TYPES = ['Manual', 'Auto'] as const;
export type VideoRequestType = (typeof VIDEO_REQUEST_TYPES)[number];

/** Delivery manager filters (spec 2 §4): periods in hours, the Status filter's options. */
export const DELIVERY_PERIOD_HOURS = [8, 24, 48] as const;
export type DeliveryPeriodHours = (typeof DELIVERY_PERIOD_HOURS)[number];
export const DEFAULT_DELIVERY_PERIOD_HOURS: DeliveryPeriodHours = 8;
/** Canceled requests are never listed, so they are no filter option either. */
export const DELIVERY_STATUS_FILTERS = ['ALL', 'QUEUED', 'PROCESSING', 'PAUSED', 'COMPLETED', 'FAILED'] as const;
export type DeliveryStatusFilter = (typeof DELIVERY_STATUS_FILTERS)[number];
export const DEFAULT_DELIVERY_STATUS_FILTER: DeliveryStatusFilter = 'ALL';
export const DEFAULT_DELIVERY_TYPE_FILTER: VideoRequestType = 'Manual';
/** The Processing filter includes Exporting (spec 2 §4). */
export const DELIVERY_STATUS_FILTER_MATCHES: Record<
  Exclude<DeliveryStatusFilter, 'ALL'>,
  readonly VideoRequestStatus[]
> = {
  QUEUED: ['QUEUED'],
  PROCESSING: ['PROCESSING', 'EXPORTING'],
  PAUSED: ['PAUSED'],
  COMPLETED: ['COMPLETED'],
  FAILED: ['FAILED'],
};

/** ETA values with their own text (spec 2 §4): null or -1 Stalled, 0 Very soon. */
export const ETA_STALLED = -1;
export const ETA_VERY_SOON = 0;
/** Size units of the delivery manager, base 1024 (spec 2 §4, §9). */
export const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
export const SIZE_BASE = 1024;

/** Query parameter carrying the viewer's time-zone offset (minutes east of UTC) on downloads. */
export const DOWNLOAD_TZ_PARAM = 'tz';
