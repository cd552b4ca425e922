/** Where PTZ locks are held (spec 2 §6; issue 33): in this process on a single node, in the shared
 *  database in a cluster, so a lock taken through one node is honoured on every other. A change
 *  reads the camera's lock, decides and keeps the outcome alone among the camera's changes, on the
 *  store's clock (the database's in a cluster), which every expiry is counted on. */
import type { PtzLockState } from './decidePtzLock';

/** What a change keeps: a lock to hold, null to remove it, undefined to leave it as it is. */
export interface PtzLockWrite<T> {
  write?: PtzLockState | null;
  result: T;
}

export interface PtzLockStore {
  change<T>(
    cameraId: string,
    decide: (current: PtzLockState | undefined, now: number) => PtzLockWrite<T>,
  ): Promise<{ result: T; now: number }>;
}

/** The single node's locks, in memory. */
export class MemoryPtzLocks implements PtzLockStore {
  private readonly locks = new Map<string, PtzLockState>();

  async change<T>(
    cameraId: string,
    decide: (current: PtzLockState | undefined, now: number) => PtzLockWrite<T>,
  ): Promise<{ result: T; now: number }> {
    const now = Date.now();
    const { write, result } = decide(this.locks.get(cameraId), now);
    if (write === null) this.locks.delete(cameraId);
    else if (write) this.locks.set(cameraId, write);
    return { result, now };
  }
}
