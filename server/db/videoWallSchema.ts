/** The video wall tables (spec 3 §2.12, migration 0021) as Kysely sees them. */
import type { ColumnType } from 'kysely';

type Millis = ColumnType<number, number, number>;

/** A realm's video wall. */
export interface VideoWallTable {
  id: string;
  realm_id: string;
  name: string;
  rows: number;
  columns: number;
  /** JSON: WallDisplayRecord[] by index (rows × columns of them). */
  displays: string;
  /** JSON: WallPresetRecord[]. */
  presets: string;
  created_at: Millis;
  updated_at: Millis;
}

/** A pairing a wall display page started; realm, wall and display are set once accepted. */
export interface WallPairingTable {
  code: string;
  /** SHA-256 (hex) of the page's pairing token. */
  token_hash: string;
  expires_at: Millis;
  realm_id: string | null;
  wall_id: string | null;
  display_index: number | null;
  accepted_by: string | null;
}

/** A paired display's token, as its SHA-256 (hex); deleting the row revokes it. */
export interface WallDisplayTokenTable {
  token_hash: string;
  realm_id: string;
  wall_id: string;
  display_index: number;
  paired_at: Millis;
}
