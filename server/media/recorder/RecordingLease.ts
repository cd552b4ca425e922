/** Who may record a camera now (issue 33). On a single node every camera, always (SOLE_NODE); in a
 *  cluster the node holding the camera's lease, while the lease lasts: its pipeline runs only then,
 *  its files are written only while the lease is valid by this process's clock, and its index rows
 *  only in a transaction that finds the lease still held under the same fencing token. */
export interface RecordingLease {
  /** The node id written with each segment row; undefined on a single node (no fencing). */
  readonly nodeId: string | undefined;
  /** This node holds the camera's lease: its pipeline may run here. */
  holds(cameraId: string): boolean;
  /** The lease has not run out by this process's monotonic clock: a file write may go ahead. A
   *  process paused past its lease (SIGSTOP, a frozen VM) finds it run out as it wakes. */
  valid(cameraId: string): boolean;
  /** The fencing token the camera's index rows are written under; undefined when none is held. */
  token(cameraId: string): number | undefined;
  /** Told when the index found the lease gone or under another token: the pipeline must stop. */
  lost(cameraId: string): void;
}

/** A single node (SQLite, or PostgreSQL without the cluster): it records every camera. */
export const SOLE_NODE: RecordingLease = {
  nodeId: undefined,
  holds: () => true,
  valid: () => true,
  token: () => undefined,
  lost: () => undefined,
};
