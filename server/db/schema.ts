/** The database's tables as Kysely sees them. Times are epoch milliseconds; flags are 0/1 integers
 *  and JSON is stored as text, so SQLite and PostgreSQL share one code path. */
import type { ColumnType } from 'kysely';

type Millis = ColumnType<number, number, number>;

export interface RealmTable {
  id: string;
  name: string;
  type: string;
  /** JSON: RealmSettings. */
  settings: string;
  created_at: Millis;
}

export interface UserTable {
  id: string;
  name: string;
  /** Lower-cased name, unique: user names are matched case-insensitively. */
  name_key: string;
  email: string | null;
  email_confirmed: number;
  password_hash: string;
  password_changed_at: Millis;
  /** 1 when the next login must change the password. */
  password_expired: number;
  /** 1 when login needs an e-mailed verification code. */
  verify_login: number;
  blocked_at: number | null;
  /** JSON array of interface ids the user may open. */
  guis: string;
  /** JSON: the user's visual configuration (widgets, views, activities flags, options). */
  visual_config: string;
  created_at: Millis;
}

export interface UserRealmTable {
  user_id: string;
  realm_id: string;
  role: string;
}

export interface SessionTable {
  /** sha256 of the cookie token; the token itself is never stored. */
  id: string;
  user_id: string;
  realm_id: string;
  /** ACTIVE, PASSWORD_EXPIRED or CODE_PENDING. */
  state: string;
  created_at: Millis;
  last_seen_at: Millis;
  expires_at: Millis;
  address: string;
}

export interface AuthTokenTable {
  /** sha256 of the secret sent to the user. */
  id: string;
  user_id: string;
  /** RECOVER, ACTIVATE or LOGIN_CODE. */
  kind: string;
  created_at: Millis;
  expires_at: Millis;
  used_at: number | null;
}

export interface LoginFailureTable {
  id: string;
  /** 'user:<name_key>' or 'addr:<ip>'. */
  key: string;
  at: Millis;
}

export interface LicenceAcceptanceTable {
  user_id: string;
  version: string;
  accepted_at: Millis;
}

export interface DeviceTable {
  id: string;
  realm_id: string;
  name: string;
  /** avatar, camera, gateway or sensor. */
  device_type: string;
  /** JSON array of aspect objects ({id, type, name, enabled, …}). */
  aspects: string;
  /** JSON: connect config, make, model … */
  config: string;
  enabled: number;
  health_status: string;
  /** The avatar (edge device) that owns this device, when any. */
  parent_id: string | null;
  /** JSON {lat, lng, alt} or null. */
  position: string | null;
  created_at: Millis;
  modified_at: Millis;
}

export interface SolidConfigTable {
  user_id: string;
  realm_id: string;
  /** JSON: the workspace configuration (version v2). */
  config: string;
  /** The current-view part, updated on its own. */
  version: number;
  current_view_id: string | null;
  recent_view_ids: string;
  window_props: string;
  updated_at: Millis;
}

export interface SharedViewsTable {
  realm_id: string;
  /** JSON array of views. */
  shared_views: string;
  /** JSON: per-view widget sizes. */
  layout: string;
  updated_at: Millis;
}

export interface ParameterTable {
  /** '' for server-wide values, a realm id for realm-scoped ones. */
  realm_id: string;
  name: string;
  value: string;
}

export interface BusMessageTable {
  id: string;
  body: string;
  created_at: Millis;
}

export interface Database {
  realms: RealmTable;
  users: UserTable;
  user_realms: UserRealmTable;
  sessions: SessionTable;
  auth_tokens: AuthTokenTable;
  login_failures: LoginFailureTable;
  licence_acceptances: LicenceAcceptanceTable;
  devices: DeviceTable;
  solid_configs: SolidConfigTable;
  shared_views: SharedViewsTable;
  parameters: ParameterTable;
  bus_messages: BusMessageTable;
}
