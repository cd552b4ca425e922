/** Watchlists (spec 3 §2.12, §6; issue 32): the kinds, actions, limits and texts the platform's
 *  checks and the console's License Plate and Facial watchlist screens share. The spec leaves the
 *  texts "not shown"; they follow its own wording ('Name should not be empty'). */
import { normalisePlate } from '../analytics/plateRead';

/** The two watchlists of spec 3 §2.1 (ManageAvatars' license-plate and facial variants). */
export const WATCHLIST_KINDS = ['licensePlate', 'facial'] as const;
export type WatchlistKind = (typeof WATCHLIST_KINDS)[number];

/** What a hit raises: an alarm that needs acknowledgement, or an information event. */
export const WATCHLIST_ACTIONS = ['alarm', 'information'] as const;
export type WatchlistAction = (typeof WATCHLIST_ACTIONS)[number];

/** Longest list or entry name. */
export const WATCHLIST_NAME_MAX = 255;
/** Longest entry notes. */
export const WATCHLIST_NOTES_MAX = 2000;
/** Longest plate as entered. */
export const WATCHLIST_PLATE_MAX = 16;
/** Entries one list keeps. */
export const WATCHLIST_MAX_ENTRIES = 10_000;
/** Rows one CSV import takes. */
export const WATCHLIST_CSV_MAX_ROWS = 5_000;
/** Enrolled photos of one person, and the largest photo (bytes of the decoded image). */
export const WATCHLIST_MAX_PHOTOS = 5;
export const WATCHLIST_PHOTO_MAX_BYTES = 512 * 1024;
/** The columns of a plate import, in the order the template has them; `plate` is required. */
export const WATCHLIST_CSV_COLUMNS = ['plate', 'name', 'notes', 'validFrom', 'validTo'] as const;

/** Plate reads one search answers at most. */
export const PLATE_READ_PAGE_LIMIT = 200;
/** Days plate reads are kept before the platform deletes them. */
export const PLATE_READ_RETENTION_DAYS = 30;
/** Days face passages (matched or not) are kept, as plate reads are. */
export const FACE_READ_RETENTION_DAYS = PLATE_READ_RETENTION_DAYS;

export const WATCHLIST_ERROR = {
  NAME_EMPTY: 'Name should not be empty',
  NAME_TOO_LONG: `Name should not be longer than ${WATCHLIST_NAME_MAX} characters`,
  NAME_TAKEN: 'Watchlist name already exists',
  NOT_FOUND: 'Watchlist not found',
  ENTRY_NOT_FOUND: 'Watchlist entry not found',
  PLATE_EMPTY: 'Plate should not be empty',
  PLATE_TOO_LONG: `Plate should not be longer than ${WATCHLIST_PLATE_MAX} characters`,
  PLATE_TAKEN: 'The plate is already on this watchlist',
  NOTES_TOO_LONG: `Notes should not be longer than ${WATCHLIST_NOTES_MAX} characters`,
  VALIDITY: 'Valid until should be after valid from',
  DATE: 'Dates should be written as YYYY-MM-DD or YYYY-MM-DDTHH:MM',
  PHOTOS_NEEDED: 'Enrol at least one photo',
  TOO_MANY_PHOTOS: `At most ${WATCHLIST_MAX_PHOTOS} photos`,
  PHOTO: `A photo should be a JPEG or PNG image of at most ${WATCHLIST_PHOTO_MAX_BYTES / 1024} KB`,
  TOO_MANY_ENTRIES: `A watchlist keeps at most ${WATCHLIST_MAX_ENTRIES} entries`,
  WRONG_KIND: 'This entry does not belong on this kind of watchlist',
  CSV_EMPTY: 'The file has no rows',
  CSV_TOO_MANY: `A file may hold at most ${WATCHLIST_CSV_MAX_ROWS} rows`,
  UNKNOWN_CAMERA: (cameraId: string) => `Unknown camera ${cameraId}`,
  UNKNOWN_SCOPE: (id: string) => `Unknown set or zone ${id}`,
  NO_FACE: (photo: number | string) => `No face found in photo ${photo}`,
} as const;

/** Characters a plate reader confuses, each folded onto one of the pair for comparing. */
const FOLDED: Readonly<Record<string, string>> = { O: '0', I: '1', B: '8', S: '5' };

/**
 * The key plates are compared by — a watchlist entry against a read, a search against the reads:
 * normalisePlate's text with O/0, I/1, B/8 and S/5 folded together. normalisePlate settles those
 * pairs by the plate's blocks, which a plate typed without spaces ("SAB102") does not show, so the
 * same plate typed and read may normalise apart ("SABI02" and "SAB102"); their keys do not.
 */
export function plateKey(raw: string): string {
  return normalisePlate(raw).replace(/[OIBS]/g, (c) => FOLDED[c] ?? c);
}

/** The list or entry name's refusal, or null when it is fine (after trimming). */
export function watchlistNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return WATCHLIST_ERROR.NAME_EMPTY;
  if (trimmed.length > WATCHLIST_NAME_MAX) return WATCHLIST_ERROR.NAME_TOO_LONG;
  return null;
}

/** The plate's refusal, or null: it must keep a letter or digit once normalised. */
export function plateError(plate: string): string | null {
  if (plate.trim().length > WATCHLIST_PLATE_MAX) return WATCHLIST_ERROR.PLATE_TOO_LONG;
  if (!normalisePlate(plate)) return WATCHLIST_ERROR.PLATE_EMPTY;
  return null;
}

/** The validity window's refusal, or null (either end may be open). */
export function validityError(validFrom: number | null, validTo: number | null): string | null {
  if (validFrom !== null && validTo !== null && validTo <= validFrom) return WATCHLIST_ERROR.VALIDITY;
  return null;
}

/** Whether an entry is in force at `time` (ms): inside its validity window, either end open. */
export function isValidAt(entry: { validFrom: number | null; validTo: number | null }, time: number): boolean {
  return (entry.validFrom === null || time >= entry.validFrom) && (entry.validTo === null || time <= entry.validTo);
}

/** The event message of a watchlist hit (spec 3 §3.2 message). */
export function watchlistHitMessage(listName: string, subject: string): string {
  return `Watchlist ${listName}: ${subject}`;
}

/** Metadata keys a watchlist hit's event carries beside spec 3 §3.2's own. */
export const WATCHLIST_METADATA_KEY = {
  CLASS: 'LPR',
  PLATE: 'PLATE',
  RAW_TEXT: 'PLATE-RAW',
  CONFIDENCE: 'CONFIDENCE',
  WATCHLIST: 'WATCHLIST',
  ENTRY: 'WATCHLIST-ENTRY',
  TRACK: 'TRACK',
  BOX: 'PLATE-BOX',
} as const;

/** Metadata keys a Facial watchlist hit's event carries (issue 32), beside WATCHLIST_METADATA_KEY's
 *  CONFIDENCE, WATCHLIST, ENTRY and TRACK. */
export const FACE_METADATA_KEY = {
  CLASS: 'FACE',
  PERSON: 'PERSON',
  DISTANCE: 'FACE-DISTANCE',
  BOX: 'FACE-BOX',
} as const;
