/** Camera tours (spec 3 §3.6 name, enabled, steps of cameraId, cameraPreset, delay, name; issue 28):
 *  the limits and texts the platform's checks and the console's step editor share. The spec leaves
 *  the validation texts "not shown"; they follow its own wording ('Name should not be empty'). */

/** A step's time at its camera, in seconds: the Video Touring widget's default (spec 1 §4: 5 s). */
export const TOUR_STEP_DELAY = { min: 1, max: 3600, default: 5 } as const;
/** Steps a tour may have. */
export const TOUR_MAX_STEPS = 100;
/** Longest tour and step name. */
export const TOUR_NAME_MAX = 255;

export const TOUR_ERROR = {
  NAME_EMPTY: 'Name should not be empty',
  NAME_TOO_LONG: `Name should not be longer than ${TOUR_NAME_MAX} characters`,
  NAME_TAKEN: 'Tour name already exists',
  NOT_FOUND: 'Tour not found',
  TOO_MANY_STEPS: `A tour has at most ${TOUR_MAX_STEPS} steps`,
  DELAY: `Delay must be a whole number of seconds from ${TOUR_STEP_DELAY.min} to ${TOUR_STEP_DELAY.max}`,
  UNKNOWN_CAMERA: (cameraId: string) => `Unknown camera ${cameraId}`,
  DISABLED: 'A disabled tour cannot start',
  NO_STEPS: 'A tour without steps cannot start',
  /** A step without its camera (the console's rule; the platform answers UNKNOWN_CAMERA). */
  STEP_CAMERA_MISSING: 'Choose a camera',
} as const;

/** What a saved tour warns about (it is saved all the same). */
export const TOUR_WARNING = {
  STEPS: 'Some steps will not move their camera',
  NO_PTZ: 'The camera has no PTZ: the step shows it without moving it',
  NO_PRESET: 'The camera has no such preset',
} as const;

/** The problem with a tour's name, if any. */
export function tourNameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return TOUR_ERROR.NAME_EMPTY;
  if (trimmed.length > TOUR_NAME_MAX) return TOUR_ERROR.NAME_TOO_LONG;
  return undefined;
}

/** The problem with a step's delay in seconds, if any. */
export function tourDelayError(delay: number): string | undefined {
  return Number.isInteger(delay) && delay >= TOUR_STEP_DELAY.min && delay <= TOUR_STEP_DELAY.max
    ? undefined
    : TOUR_ERROR.DELAY;
}
