/** A realm's cameras are capped at MAX_CAMERAS_PER_REALM (issue 27 #14: each runs an ffmpeg process
 *  and its restarts). The count and the insert of one realm's new cameras run one at a time, so the
 *  rows of a CSV import, created in parallel, cannot pass the cap together. */
import { CAMERA_MESSAGES, MAX_CAMERAS_PER_REALM } from '../../shared/cameraAdmin/cameraAdminConstants';
import { DomainError } from '../kernel/DomainError';

export class RealmCameraCap {
  /** The last queued count-and-insert per realm. */
  private readonly queues = new Map<string, Promise<void>>();

  constructor(private readonly cameraCount: (realmId: string) => Promise<number>) {}

  /** Refuses when the realm has no room for another camera. */
  async check(realmId: string): Promise<void> {
    if ((await this.cameraCount(realmId)) >= MAX_CAMERAS_PER_REALM) {
      throw DomainError.badInput(CAMERA_MESSAGES.cameraLimit);
    }
  }

  /** Runs `insert` once the realm's earlier inserts are done, if there is still room. */
  insert(realmId: string, insert: () => Promise<void>): Promise<void> {
    const run = (this.queues.get(realmId) ?? Promise.resolve()).then(async () => {
      await this.check(realmId);
      await insert();
    });
    const settled = run.catch(() => undefined);
    this.queues.set(realmId, settled);
    void settled.then(() => {
      if (this.queues.get(realmId) === settled) this.queues.delete(realmId);
    });
    return run;
  }
}
