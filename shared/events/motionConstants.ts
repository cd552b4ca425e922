/** Motion detection's settings (issue 11, events from the world; spec 3 §3.2 snapshots, §9 snapshot
 *  canvas): a camera's review stream is reduced to a small grey grid and scored frame to frame. */

/** Per-camera settings (device config `motion`); sensitivity 1 (least) to 100 (most). */
export interface MotionSettings {
  enabled: boolean;
  sensitivity: number;
  /** Least time between two motion events of one camera, ms. */
  minGapMs: number;
}

/** The sensitivity an administrator may set. */
export const MOTION_SENSITIVITY_RANGE = { min: 1, max: 100 } as const;

export const MOTION_DEFAULTS: MotionSettings = { enabled: true, sensitivity: 50, minGapMs: 30_000 };

/** The grey grid a frame is reduced to before scoring: a cell is 10x10 pixels of the review stream. */
export const MOTION_GRID = { width: 32, height: 18 } as const;

/** Consecutive frames that must show the motion before it is an event. */
export const MOTION_CONFIRM_FRAMES = 2;

/** Message of a motion event. */
export const MOTION_MESSAGE = 'Motion detected';
