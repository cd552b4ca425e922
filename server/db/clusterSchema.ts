/** The cluster tables (issue 33, migrations 0024, 0028, 0030, 0031 and 0032) as Kysely sees them. */
import type { ColumnType } from 'kysely';

type Millis = ColumnType<number, number, number>;

/** A platform node that registered in the shared database. */
export interface ClusterNodeTable {
  id: string;
  /** Where consoles and other nodes reach it (VANTAGE_NODE_URL). */
  url: string;
  /** Its capacity weight in the spread rule (VANTAGE_NODE_WEIGHT). */
  weight: number;
  /** JSON: the camera ids pinned to it (VANTAGE_NODE_PINNED). */
  pinned: string;
  /** Its failover group (VANTAGE_NODE_GROUP, migration 0032); null: none. */
  failover_group: string | null;
  started_at: Millis;
  /** The database's clock at its last heartbeat. */
  heartbeat_at: Millis;
}

/** The one node that may record a camera, until expires_at (the database's clock). */
export interface CameraLeaseTable {
  camera_id: string;
  node_id: string;
  /** Grows by one each time the lease changes hands or is taken again after it lapsed. */
  token: Millis;
  expires_at: Millis;
}

/** The one node that runs a once-per-cluster job, until expires_at (the database's clock). */
export interface JobLeaseTable {
  job: string;
  node_id: string;
  /** Grows by one each time the lease changes hands or is taken again after it lapsed. */
  token: Millis;
  expires_at: Millis;
}

/** An event the notifications job handled (migration 0031): written under the job's lease before
 *  its notifications are sent, so a node replaying the events of a lease gap sends none twice. */
export interface NotifiedEventTable {
  realm_id: string;
  event_id: string;
  /** The job lease's fencing token it was handled under. */
  token: Millis;
  /** The database's clock when it was handled. */
  handled_at: Millis;
}

/** How far (the database's clock) the node running a job had been listening for its work. */
export interface NotificationWatermarkTable {
  job: string;
  handled_until: Millis;
}

/** The cluster's shared key (migration 0028): nodes sign their requests to each other with it. */
export interface ClusterKeyTable {
  id: string;
  secret: string;
}

/** A media ticket any node redeems once, until expires_at (the database's clock). */
export interface MediaTicketTable {
  /** SHA-256 of the ticket, hex. */
  ticket_hash: string;
  user_id: string;
  realm_id: string;
  session_id: string;
  camera_id: string;
  /** 1: issued for the local (avatar) connection. */
  is_local: number;
  expires_at: Millis;
}

/** Who controls a PTZ camera until expires_at (the database's clock), whichever node they use. */
export interface PtzLockTable {
  camera_id: string;
  type: string;
  user_id: string;
  user_name: string;
  priority: number;
  expires_at: Millis;
}
