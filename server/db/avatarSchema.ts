/** Tables of avatar administration (migration 0009): avatars waiting for activation and the API
 *  keys activated avatars authenticate with (spec 3 §3.1 Avatar aspect apiKey, §7.2 activateAvatar
 *  and the avatar API key mutations). */
import type { ColumnType } from 'kysely';

type Millis = ColumnType<number, number, number>;

/** An avatar that announced itself with the activation key it shows its installer, not yet
 *  activated in a realm; once activated it picks up its API key here, then the row goes. */
export interface PendingAvatarTable {
  /** The activation key in its canonical XXXX-XXXX-XXXX form. */
  activation_key: string;
  /** The avatar's own serial number (one pending row per serial). */
  serial: string;
  name: string;
  software_version: string | null;
  announced_at: Millis;
  expires_at: Millis;
  /** Set on activation: the device the avatar became. */
  device_id: string | null;
  /** Set on activation until the avatar collects it: its first API key. */
  issued_key: string | null;
}

/** An API key of an avatar: only its sha256 is kept, with a short prefix to tell keys apart. */
export interface AvatarApiKeyTable {
  id: string;
  realm_id: string;
  avatar_id: string;
  name: string;
  key_hash: string;
  key_prefix: string;
  created_at: Millis;
  last_used_at: number | null;
}
