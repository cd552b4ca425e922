/** The database's tables as Kysely sees them. Times are epoch milliseconds; flags are 0/1 integers
 *  and JSON is stored as text, so SQLite and PostgreSQL share one code path. */
import type { ColumnType } from 'kysely';
import type {
  AccessGroupPolicyTable,
  AccessGroupTable,
  AccessGroupUserTable,
  AccessGroupVisualConfigTable,
  AccessPolicyTable,
  AccessStatementTable,
} from './accessPolicySchema';
import type { GeoLayerTable, GeoZoneTable, StoredFileTable, TargetReportTable } from './geoMapSchema';
import type { UserAuditTable } from './userAuditSchema';
import type { CameraLogTable, StoragePoolTable } from './cameraAdminSchema';
import type { AvatarApiKeyTable, PendingAvatarTable } from './avatarSchema';
import type { ImageMapLayerTable, ImageMapObjectTable, ImageMapSetTable, ImageMapTable } from './imageMapSchema';
import type { ScheduleTable } from './scheduleSchema';
import type { NotificationPolicyTable, NotificationSendTable } from './notificationSchema';
import type { CameraTourTable } from './cameraTourSchema';
import type { MetricPointTable } from './metricSchema';
import type { VideoMetadataTable } from './videoMetadataSchema';
import type {
  CameraLeaseTable,
  ClusterKeyTable,
  ClusterNodeTable,
  JobLeaseTable,
  MediaTicketTable,
  NotificationWatermarkTable,
  NotifiedEventTable,
  PtzLockTable,
} from './clusterSchema';
import type { VideoWallTable, WallDisplayTokenTable, WallPairingTable } from './videoWallSchema';
import type {
  FaceReadTable,
  PlateReadTable,
  VaeConfigTable,
  WatchlistEntryTable,
  WatchlistTable,
} from './videoAnalyticsSchema';

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
  /** 1 when the user receives e-mailed notifications (spec 3 §3.6 sendNotification). */
  send_notification: ColumnType<number, number | undefined, number>;
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

/** A browser console's one-time token for continuing its session on another node (issue 33). */
export interface SessionHandoverTable {
  /** sha256 of the token the console holds. */
  id: string;
  session_id: string;
  created_at: Millis;
  expires_at: Millis;
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

/** A segment file of one camera stream: fragments appended in time order after one init segment. */
export interface ArchiveSegmentTable {
  id: string;
  camera_id: string;
  /** Stream number: 0 REVIEW, 1 FULL. */
  stream: number;
  /** Path of the fragment file, relative to the archive directory. */
  file: string;
  /** Path of the init segment (ftyp + moov), relative to the archive directory. */
  init_file: string;
  codec: string;
  width: number;
  height: number;
  /** Wall time (ms) of media time 0 in the segment's fragments. */
  origin_ms: Millis;
  start_ms: Millis;
  end_ms: Millis;
  /** Indexed bytes; the file may hold more after a crash until recovery truncates it. */
  size: number;
  /** 1 once the segment will not grow any more. */
  closed: number;
  /** The cluster node whose storage holds the files (issue 33); null on a single node. */
  node_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One recorded fragment: a byte range of a segment file holding whole samples. */
export interface ArchiveFragmentTable {
  segment_id: string;
  byte_offset: number;
  size: number;
  camera_id: string;
  stream: number;
  start_ms: Millis;
  end_ms: Millis;
  /** 1 when the fragment starts with a keyframe. */
  is_key: number;
}

/** Recorded time of a camera stream, fragments merged across gaps under the merge threshold. */
export interface ArchiveSpanTable {
  camera_id: string;
  stream: number;
  start_ms: Millis;
  end_ms: Millis;
}

/** An export (download job) or an archive-on-demand request. */
export interface VideoRequestTable {
  id: string;
  realm_id: string;
  /** EXPORT or AOD. */
  kind: string;
  /** Manual or Auto. */
  type: string;
  /** QUEUED, PROCESSING, EXPORTING, PAUSED, COMPLETED, FAILED or CANCELED. */
  status: string;
  device_id: string;
  avatar_id: string | null;
  user_id: string;
  event_id: string | null;
  start_time: Millis;
  end_time: Millis;
  stream_number: number;
  is_private: number;
  note: string | null;
  /** JSON array of {name, size, startTime, endTime}. */
  files: string;
  size: number;
  downloaded: number;
  /** Seconds; null when stalled. */
  eta: number | null;
  created_at: Millis;
  updated_at: Millis;
  expired_at: number | null;
  /** When a scheduled delivery is due (ms); null: at once (issue 28, migration 0020). */
  deliver_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Video the cloud holds of a camera stream that does not upload everything. */
export interface CloudSpanTable {
  camera_id: string;
  stream: number;
  start_ms: Millis;
  end_ms: Millis;
}

/** An audit entry (event). JSON columns hold arrays of the GraphQL shapes. */
export interface AuditEntryTable {
  /** The event id (the spec's context). */
  id: string;
  realm_id: string;
  /** Audit category id ('47', '61' …). */
  category: string;
  message: string | null;
  note: string | null;
  triggered_at: Millis;
  modified_at: Millis;
  /** JSON [{id, name, type}]. */
  witnesses: string;
  /** JSON [{key, class, value}]. */
  metadata: string;
  /** JSON [{snapshot (base64 JPEG), default, type, tags}]. */
  snapshots: string;
  acknowledged: number;
  created_by: string | null;
  /** 1 when the entry needs acknowledgement (metadata ACK-REQUIRE=1). */
  requires_ack: number;
  /** The user who acknowledged it. */
  acknowledged_by: string | null;
  /** 1 when the entry is an alert (metadata EVENT-TYPE Alert): the list's type filter. */
  is_alert: number;
  /** Lower-cased id, message and witness names: what the list's search looks in. */
  search_text: string;
}

/** One witness of an audit entry, with the entry's realm, category and time copied so a
 *  witness's events are one index range in time order. */
export interface AuditEntryWitnessTable {
  entry_id: string;
  witness_id: string;
  realm_id: string;
  category: string;
  triggered_at: Millis;
}

/** A tag on devices (spec 3 §3.3); type LABEL, SET or ZONE. */
export interface LabelTable {
  id: string;
  realm_id: string;
  name: string;
  type: string;
  created_at: Millis;
}

/** An object (device) a label is attached to. */
export interface LabelObjectTable {
  label_id: string;
  object_id: string;
  realm_id: string;
}

/** A hierarchy: its tree of levels as JSON (spec 3 §3.3). */
export interface HierarchyTable {
  id: string;
  realm_id: string;
  name: string;
  /** Lower-cased trimmed name, unique per realm: hierarchy names compare case-insensitively. */
  name_key: string;
  /** JSON: the root HierarchyLevel. */
  root: string;
  updated_at: Millis;
}

/** A label at a leaf of a hierarchy, with the level names that lead there ('/'-joined, JSON array). */
export interface HierarchyLabelTable {
  hierarchy_id: string;
  level_id: string;
  label_id: string;
  realm_id: string;
  /** JSON array of level names from below the root to the leaf. */
  path: string;
}

export interface Database {
  realms: RealmTable;
  users: UserTable;
  user_realms: UserRealmTable;
  sessions: SessionTable;
  session_handovers: SessionHandoverTable;
  auth_tokens: AuthTokenTable;
  login_failures: LoginFailureTable;
  licence_acceptances: LicenceAcceptanceTable;
  devices: DeviceTable;
  solid_configs: SolidConfigTable;
  shared_views: SharedViewsTable;
  parameters: ParameterTable;
  bus_messages: BusMessageTable;
  archive_segments: ArchiveSegmentTable;
  archive_fragments: ArchiveFragmentTable;
  archive_spans: ArchiveSpanTable;
  video_requests: VideoRequestTable;
  cloud_spans: CloudSpanTable;
  audit_entries: AuditEntryTable;
  audit_entry_witnesses: AuditEntryWitnessTable;
  labels: LabelTable;
  label_objects: LabelObjectTable;
  hierarchies: HierarchyTable;
  hierarchy_labels: HierarchyLabelTable;
  access_groups: AccessGroupTable;
  access_policies: AccessPolicyTable;
  access_statements: AccessStatementTable;
  access_group_users: AccessGroupUserTable;
  access_group_policies: AccessGroupPolicyTable;
  access_group_visual_configs: AccessGroupVisualConfigTable;
  user_audit: UserAuditTable;
  storage_pools: StoragePoolTable;
  camera_log: CameraLogTable;
  pending_avatars: PendingAvatarTable;
  avatar_api_keys: AvatarApiKeyTable;
  stored_files: StoredFileTable;
  geo_layers: GeoLayerTable;
  geo_zones: GeoZoneTable;
  target_reports: TargetReportTable;
  image_map_sets: ImageMapSetTable;
  image_map_layers: ImageMapLayerTable;
  image_maps: ImageMapTable;
  image_map_objects: ImageMapObjectTable;
  schedules: ScheduleTable;
  notification_policies: NotificationPolicyTable;
  notification_sends: NotificationSendTable;
  camera_tours: CameraTourTable;
  metric_points: MetricPointTable;
  video_walls: VideoWallTable;
  wall_pairings: WallPairingTable;
  wall_display_tokens: WallDisplayTokenTable;
  vae_configs: VaeConfigTable;
  plate_reads: PlateReadTable;
  face_reads: FaceReadTable;
  watchlists: WatchlistTable;
  watchlist_entries: WatchlistEntryTable;
  cluster_nodes: ClusterNodeTable;
  camera_leases: CameraLeaseTable;
  job_leases: JobLeaseTable;
  notified_events: NotifiedEventTable;
  notification_watermark: NotificationWatermarkTable;
  cluster_keys: ClusterKeyTable;
  media_tickets: MediaTicketTable;
  ptz_locks: PtzLockTable;
  video_metadata: VideoMetadataTable;
}
