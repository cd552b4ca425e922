/** Camera changes reach the node that records the camera (issue 33): an administrator's change,
 *  made through whichever node their console is connected to, restarts or stops the camera's
 *  pipeline there and, through the event bus, on every other node; a deleted camera's recordings go
 *  from every node's storage (each deletes the segments whose files it keeps). */
import type { EventBus } from '../events';

/** What a camera change asks of media (CameraAdminService's CameraPipeline). */
export interface LocalPipeline {
  reload(cameraId: string): Promise<void>;
  deleteArchive(cameraId: string): Promise<void>;
}

const TOPIC = 'cluster:pipeline';

interface PipelineChange {
  from: string;
  cameraId: string;
  action: 'reload' | 'deleteArchive';
}

export class ClusterPipeline implements LocalPipeline {
  private readonly unsubscribe: () => void;

  constructor(
    private readonly local: LocalPipeline,
    private readonly bus: EventBus,
    private readonly nodeId: string,
    /** Applies the spread rule now (LeaseCoordinator.refresh): a camera added or enabled is leased
     *  at once rather than at the next round. */
    private readonly refresh: () => Promise<void>,
    onError: (message: string) => void,
  ) {
    this.unsubscribe = bus.subscribe(TOPIC, (payload) => {
      const change = payload as PipelineChange;
      if (change.from === this.nodeId) return;
      const applied = change.action === 'reload' ? local.reload(change.cameraId) : local.deleteArchive(change.cameraId);
      applied
        .then(() => refresh())
        .catch((err: Error) => onError(`camera ${change.cameraId} change from ${change.from} failed: ${err.message}`));
    });
  }

  async reload(cameraId: string): Promise<void> {
    await this.local.reload(cameraId);
    await this.refresh();
    await this.tell(cameraId, 'reload');
  }

  async deleteArchive(cameraId: string): Promise<void> {
    await this.local.deleteArchive(cameraId);
    await this.tell(cameraId, 'deleteArchive');
  }

  close(): void {
    this.unsubscribe();
  }

  private tell(cameraId: string, action: PipelineChange['action']): Promise<void> {
    return this.bus.publish(TOPIC, { from: this.nodeId, cameraId, action } satisfies PipelineChange);
  }
}
