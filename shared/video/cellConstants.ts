/** The camera cell's constants (spec 2 §2 Player controls, §4 Hold-to-scrub, §5 Other limits,
 *  §9 Player and timeline). */

import { PLAY_TIMEOUT_MS } from './playerConstants';

const SECOND = 1_000;

/** Below this width (px) the controls switch to the narrow layout. */
export const CONTROLS_NARROW_WIDTH_PX = 500;

/** Holding backward or forward this long starts scrubbing … */
export const HOLD_TO_SCRUB_DELAY_MS = SECOND;
/** … at this speed (negative for backward). */
export const HOLD_TO_SCRUB_SPEED = 10;

/** Digital zoom (spec 2 §5): from the fitted picture up to 2x the stream size, in steps of 0.1;
 *  `max` is the least reach, so a picture already shown near or above its stream size can still
 *  be zoomed twice over. */
export const DIGITAL_ZOOM = { min: 1, max: 2, streamSizeFactor: 2, step: 0.1 } as const;

/** The statistics and log panel reads the player this often while open. */
export const STATS_REFRESH_MS = SECOND;

/** How long the snapshot overlay flashes after a snapshot is taken. */
export const SNAPSHOT_FLASH_MS = 300;

/** A keyboard frame step while the stream's own frame gap is not known yet: one frame at 10 fps
 *  (issue 30). */
export const DEFAULT_FRAME_STEP_MS = 100;

/** How long a frame step waits for its frame to hold it: as long as the player waits for a play's
 *  first picture, once and once more on a new connection (PLAY_TIMEOUT_MS twice; it reports a play
 *  that does not start). At 5 s a step on a loaded workstation gave up before its picture came, and
 *  the cell played on from there instead of holding the frame. */
export const FRAME_STEP_WAIT_MS = 2 * PLAY_TIMEOUT_MS;
