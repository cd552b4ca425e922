/** Constants of the video widgets (spec 2 §9, spec 3 §2.6): where an archive cell starts, the
 *  camera list's page, the touring delays and the layouts of the Camera Live Viewer. */

/** Spec 2 §4: the event-video flag is archive when the event is 30 s old or older. */
export const EVENT_ARCHIVE_AGE_MS = 30_000;

/** The camera list beside the grids loads cameras a page at a time ('Load more...'). */
export const CAMERA_LIST_PAGE_SIZE = 30;

/** Spec 3 §2.6 Video Touring delay options in seconds (default 5 s). */
export const TOURING_DELAYS_S = [5, 15, 30, 60] as const;
export const TOURING_DEFAULT_DELAY_S = 5;

/** Spec 3 §2.6 Camera Live Viewer layouts and their cell counts. */
export const CAMERA_LIVE_LAYOUTS = { '1': 1, '2x2': 4, '1x3': 3 } as const;
export type CameraLiveLayout = keyof typeof CAMERA_LIVE_LAYOUTS;

/** How often an archive cell stores the time it shows, so a reload resumes there. */
export const SAVED_TIME_INTERVAL_MS = 5_000;

/** Timeline devices report their time in whole steps of this (spec 2 §9 min time change 1 s). */
export const TIMELINE_TIME_STEP_MS = 1_000;

/** Spec 2 §9: 'Hover preview of a camera after 500 ms' (the camera list's snapshot popup). */
export const CAMERA_HOVER_PREVIEW_DELAY_MS = 500;

/** A cell asks for its camera's archive start (the calendar's and the export dialog's lower
 *  limit) this long after the camera is given: the platform answers the player's media URL first,
 *  and the first frame does not wait behind the archive index (issue 17). */
export const ARCHIVE_START_QUERY_DELAY_MS = 1_000;
