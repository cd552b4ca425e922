/** Tables of camera administration (migration 0008): storage pools and the camera log. */
import type { ColumnType } from 'kysely';

type Millis = ColumnType<number, number, number>;

/** A storage pool of a realm (spec 3 §3.1 storageConfig): its archive is kept ttl_hours. */
export interface StoragePoolTable {
  id: string;
  realm_id: string;
  name: string;
  ttl_hours: number;
  created_at: Millis;
}

/** One entry of a camera's log (spec 3 §7.1 cameraLog). */
export interface CameraLogTable {
  id: string;
  realm_id: string;
  device_id: string;
  at: Millis;
  /** CREATE, UPDATE, ENABLE, DISABLE, DELETE, IMPORT or STATUS. */
  kind: string;
  /** Who did it; null for the platform's own entries (health). */
  user_name: string | null;
  message: string;
}
