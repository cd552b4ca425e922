/** The timeline's constants (spec 2 §9 Player and timeline, Coverage, Events; §2 Timeline widget). */

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Zoom: the visible span runs from 1 minute to 24 hours. */
export const TIMELINE_ZOOM_MIN_MS = MINUTE;
export const TIMELINE_ZOOM_MAX_MS = 24 * HOUR;
/** Each zoom step (wheel notch or button) multiplies or divides the visible span by this. */
export const TIMELINE_ZOOM_FACTOR = 1.5;
/** The visible span when the widget opens. */
export const TIMELINE_DEFAULT_SPAN_MS = HOUR;

/** The data window is the visible range widened by this share of its width on each side. */
export const TIMELINE_DATA_WIDENING = 0.2;
/** Coverage is fetched again at most this often while the visible range stays inside the window. */
export const TIMELINE_MIN_DATA_REFRESH_MS = 30 * SECOND;
/** A finished coverage request is kept (answers repeated requests) this long. */
export const TIMELINE_REQUEST_KEEP_MS = SECOND;

/** Time changes smaller than this are not sent to the viewers. */
export const TIMELINE_MIN_TIME_CHANGE_MS = SECOND;
/** Hovering a track this long shows the thumbnail of the time under the pointer. */
export const TIMELINE_THUMBNAIL_DELAY_MS = 500;
/** A playing camera whose time differs from the timeline's by more than this is out of sync. */
export const TIMELINE_FRAME_SYNC_TOLERANCE_MS = 5 * SECOND;

/** Gaps between chunks shorter than this are drawn as covered. */
export const TIMELINE_GAP_IGNORED_MS = 2 * SECOND;

/** One track per Archive Viewer camera, at most this many. */
export const TIMELINE_MAX_TRACKS = 9;
/** Where the timeline's time starts: 10 minutes ago. */
export const TIMELINE_INITIAL_OFFSET_MS = 10 * MINUTE;
/** The earliest time offered when nothing else is known (calendar, dialogs): 24 hours ago. */
export const TIMELINE_DEFAULT_ARCHIVE_START_MS = 24 * HOUR;

/** Events are loaded in buckets of this width when stepping to the next or previous one. */
export const TIMELINE_EVENT_BUCKET_MS = 4 * HOUR;
/** Page size of event reads. */
export const TIMELINE_EVENT_PAGE_SIZE = 100;
/** Audit categories shown on the timeline. */
export const TIMELINE_EVENT_CATEGORIES = ['47', '61'] as const;
/** How far event stepping searches before falling back to the archive boundary. */
export const TIMELINE_EVENT_SEARCH_BUCKETS = 6;

/** Event pages read for one range at most (a busy day's worth), so a flood cannot stall the widget. */
export const TIMELINE_EVENT_MAX_PAGES = 10;
/** After the timeline moves the cameras, their pictures are not compared with it for this long
 *  (they are still seeking). */
export const TIMELINE_SEEK_SETTLE_MS = 3_000;
