/** The console's event constants from spec 3 (§2.2–§2.6 event widgets, §4 acknowledgement, alarm
 *  and socket states, §9 limits): the event list, its preview, the details side, the alarm beep. */

/** Spec 3 §9: the event list keeps at most 1000 entries; its rows are 74 px high. */
export const EVENT_LIST_MAX_ENTRIES = 1000;
export const EVENT_ROW_HEIGHT_PX = 74;

/** Spec 3 §2.2: the new-events counter reads 'over 100' from 100 on. */
export const NEW_EVENTS_OVER = 100;

/** Spec 3 §9: default audit history window (2 days) and default fetch window (one day). */
export const AUDIT_HISTORY_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
export const DEFAULT_FETCH_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Spec 3 §2.2, §9: reset-to-live options (minutes, or Never). */
export const RESET_TO_LIVE_OPTIONS = ['Never', '5', '10', '15', '30'] as const;
export type ResetToLive = (typeof RESET_TO_LIVE_OPTIONS)[number];
export const MINUTE_MS = 60_000;

/** Spec 3 §2.6 Events associatedWidgets: the widgets of the view an event list works with. A
 *  Timeline's picked events and a Device List's picked camera put the list in associated mode; an
 *  Image Map and a Camera Live Viewer show the list's event (its camera's map and pin, its live
 *  picture). */
export const ASSOCIATED_WIDGETS = ['Timeline', 'ImageMap', 'CameraLive', 'DeviceList'] as const;
export type AssociatedWidget = (typeof ASSOCIATED_WIDGETS)[number];

/** The text search asks the platform once typing pauses this long, not at every key. */
export const EVENT_SEARCH_DELAY_MS = 300;

/** Spec 3 §2.2: the event type filter. */
export const EVENT_TYPE_FILTERS = ['all', 'needAcknowledge', 'info', 'alert'] as const;
export type EventTypeFilter = (typeof EVENT_TYPE_FILTERS)[number];

/** Spec 3 §4, §9: after a socket reconnect or error the audit subscription is made again after
 *  5 s; a subscription error re-reads the list at most once per 5 s. */
export const RESUBSCRIBE_DELAY_MS = 5_000;
export const REQUERY_MIN_INTERVAL_MS = 5_000;

/** Spec 3 §2.6: the preview is disabled when the widget is smaller than this for its placement. */
export const PREVIEW_PLACEMENTS = ['Top', 'Bottom', 'Left', 'Right'] as const;
export type PreviewPlacement = (typeof PREVIEW_PLACEMENTS)[number];
export const PREVIEW_MIN_SIZE_PX = {
  vertical: { width: 520, height: 510 },
  horizontal: { width: 720, height: 452 },
} as const;

/** Spec 3 §9: the event details side wraps below 450 px; header 28 px, footer 80 px; a table
 *  column is at least 50 px wide. */
export const EVENT_DETAILS_WRAP_PX = 450;
export const EVENT_LIST_HEADER_PX = 28;
export const EVENT_LIST_FOOTER_PX = 80;
export const TABLE_COLUMN_MIN_WIDTH_PX = 50;

/** Spec 3 §9: the CSV export's columns, in order. */
export const EVENT_CSV_COLUMNS = ['Event ID', 'Date/Time', 'Witness name', 'Message'] as const;

/** Spec 3 §4: the alarm's beep (sine 880 Hz, max gain 0.2, attack 0.05 s, release 0.5 s) repeats
 *  every 2 s while the alarm is on and the alarm sound setting is. */
export const ALARM_BEEP = {
  frequencyHz: 880,
  maxGain: 0.2,
  attackS: 0.05,
  releaseS: 0.5,
  intervalMs: 2_000,
} as const;

/** A tile of the tile view: the 176x144 event snapshot above two lines of text, with padding. */
export const EVENT_TILE_PX = { width: 192, height: 222 } as const;

/** Events arriving in a burst join the list together, at most this often (one render for the
 *  burst instead of one per event; the first of a quiet spell shows at once). */
export const EVENT_BATCH_MS = 250;
