/** The video analytics and watchlist tables (spec 3 §2.12, §3.1 VAE aspect; migrations 0022,
 *  0023 and 0029; issue 32) as Kysely sees them. */
import type { ColumnType } from 'kysely';

type Millis = ColumnType<number, number, number>;

/** A camera's VAE config: which engine runs on it and how. */
export interface VaeConfigTable {
  id: string;
  realm_id: string;
  device_id: string;
  template: string;
  /** 'lpr' or 'face'. */
  engine: string;
  name: string;
  description: string;
  /** Requested frames per second. */
  fps: number;
  /** JSON object: the engine's own settings. */
  configuration: string;
  enabled: number;
  created_at: Millis;
  updated_at: Millis;
}

/** One plate passage in front of a camera: the engine's best read of its track. */
export interface PlateReadTable {
  id: string;
  realm_id: string;
  camera_id: string;
  time: Millis;
  /** Normalised (shared/analytics normalisePlate). */
  text: string;
  /** shared/watchlists plateKey: what searches compare. */
  text_key: string;
  raw_text: string;
  confidence: number;
  /** JSON FrameBox. */
  box: string;
  track_id: string;
  /** The plate's crop, JPEG as base64. */
  crop: string;
  /** The event the read raised, when it was on a watchlist. */
  event_id: string | null;
  /** JSON: the names of the watchlists it was on. */
  watchlists: string;
}

/** One face passage in front of a camera, matched against the Facial watchlists or not. */
export interface FaceReadTable {
  id: string;
  realm_id: string;
  camera_id: string;
  time: Millis;
  track_id: string;
  /** JSON FrameBox. */
  box: string;
  /** The detector's score, 0..1. */
  score: number;
  /** The face's crop, JPEG as base64. */
  crop: string;
  /** The nearest enrolled person in force on a list watching the camera, and their distance. */
  nearest_name: string | null;
  nearest_distance: number | null;
  /** The camera's threshold the passage was matched with. */
  match_distance: number;
  /** 1 when the passage was on a watchlist. */
  matched: number;
  /** The event it raised when it was on a watchlist. */
  event_id: string | null;
  /** JSON: the names of the watchlists it was on. */
  watchlists: string;
}

/** A realm's License Plate or Facial watchlist. */
export interface WatchlistTable {
  id: string;
  realm_id: string;
  /** 'licensePlate' or 'facial'. */
  kind: string;
  name: string;
  /** 'alarm' or 'information'. */
  action: string;
  enabled: number;
  /** JSON string arrays: where hits count; all empty, every camera of the realm. */
  camera_ids: string;
  set_ids: string;
  zone_ids: string;
  created_at: Millis;
  updated_at: Millis;
}

/** One plate or person on a watchlist. */
export interface WatchlistEntryTable {
  id: string;
  watchlist_id: string;
  realm_id: string;
  /** Normalised plate (licence plate lists). */
  plate: string | null;
  /** shared/watchlists plateKey: what reads are matched by. */
  plate_key: string | null;
  /** The plate as entered. */
  plate_text: string | null;
  name: string;
  notes: string;
  valid_from: Millis | null;
  valid_to: Millis | null;
  /** JSON: enrolled face photos as data URLs (facial lists). */
  photos: string;
  created_at: Millis;
  updated_at: Millis;
}
