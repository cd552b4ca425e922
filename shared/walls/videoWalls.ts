/** Video walls (spec 3 §2.12; issue 30): the limits, layouts and texts the platform's checks, the
 *  wall display page and the console's wall editors share. The spec leaves the texts "not shown";
 *  they follow its own wording ('Name should not be empty'). */

/** Rows and columns a wall may have. */
export const WALL_SIZE = { min: 1, max: 8 } as const;
/** Longest wall, display and preset name. */
export const WALL_NAME_MAX = 255;
/** Presets a wall may keep. */
export const WALL_MAX_PRESETS = 100;
/** The square layouts a display shows cameras in (cells). */
export const WALL_LAYOUTS = [1, 4, 9, 16] as const;
export type WallLayout = (typeof WALL_LAYOUTS)[number];
/** A pairing code's life on the display's screen. */
export const WALL_PAIRING_TTL_MS = 10 * 60_000;
/** Digits of a pairing code. */
export const WALL_PAIRING_CODE_LENGTH = 6;
/** Pairings that may wait at once (startWallPairing needs no session: this bounds what it stores). */
export const WALL_MAX_PENDING_PAIRINGS = 200;
/** How often the display page asks whether its code was accepted. */
export const WALL_PAIRING_POLL_MS = 1_000;
/** The display page's key for its display token in localStorage. */
export const WALL_DISPLAY_TOKEN_KEY = 'vantage.wallDisplayToken';

export const WALL_ERROR = {
  NAME_EMPTY: 'Name should not be empty',
  NAME_TOO_LONG: `Name should not be longer than ${WALL_NAME_MAX} characters`,
  NAME_TAKEN: 'Wall name already exists',
  NOT_FOUND: 'Wall not found',
  SIZE: `Rows and columns must be whole numbers from ${WALL_SIZE.min} to ${WALL_SIZE.max}`,
  DISPLAY: 'No such display on this wall',
  LAYOUT: `Layout must be one of ${WALL_LAYOUTS.join(', ')}`,
  TOO_MANY_CAMERAS: 'More cameras than the layout has cells',
  UNKNOWN_CAMERA: (cameraId: string) => `Unknown camera ${cameraId}`,
  UNKNOWN_VIEW: 'View not found',
  PRESET_NOT_FOUND: 'Preset not found',
  TOO_MANY_PRESETS: `A wall keeps at most ${WALL_MAX_PRESETS} presets`,
  PAIRING_CODE: 'Pairing code not found or expired',
  PAIRING_TOKEN: 'Pairing not found or expired',
  TOO_MANY_PAIRINGS: 'Too many displays are waiting to be paired; try again in a few minutes',
  NOT_PAIRED: 'Display not paired',
  CAMERA_NOT_ON_DISPLAY: 'The camera is not on this display',
} as const;

/** What a display shows: a shared view's cameras, or cameras in a square layout. */
export interface WallContentValue {
  viewId: string | null;
  layout: WallLayout;
  cameraIds: string[];
}

export const EMPTY_WALL_CONTENT: WallContentValue = { viewId: null, layout: 1, cameraIds: [] };

/** The smallest layout that holds `count` cameras (16 at most). */
export function layoutFor(count: number): WallLayout {
  return WALL_LAYOUTS.find((cells) => cells >= count) ?? 16;
}

/** Whether a number is one of the wall layouts. */
export function isWallLayout(value: number): value is WallLayout {
  return (WALL_LAYOUTS as readonly number[]).includes(value);
}

/** A display's name when it has none of its own: 'Display n', counted from 1. */
export function defaultDisplayName(index: number): string {
  return `Display ${index + 1}`;
}

/** The problem with a wall's, display's or preset's name, if any. */
export function wallNameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return WALL_ERROR.NAME_EMPTY;
  if (trimmed.length > WALL_NAME_MAX) return WALL_ERROR.NAME_TOO_LONG;
  return undefined;
}

/** The problem with a wall's size, if any. */
export function wallSizeError(rows: number, columns: number): string | undefined {
  const ok = (n: number) => Number.isInteger(n) && n >= WALL_SIZE.min && n <= WALL_SIZE.max;
  return ok(rows) && ok(columns) ? undefined : WALL_ERROR.SIZE;
}
