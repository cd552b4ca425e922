/** The cluster tables (issue 33, migration 0024) as Kysely sees them. */
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
