/** Builds the video walls' service (issue 30) over the realm's cameras and shared views. */
import type { DatabaseHandle } from '../db/database';
import type { DeviceRepository } from '../db/repositories/devices';
import { VideoWallRepository } from '../db/repositories/videoWalls';
import type { EventBus, UserAudit } from '../events';
import { VideoWallService, camerasOfView } from '../walls';

export function createWallServices(
  db: DatabaseHandle['db'],
  devices: DeviceRepository,
  sharedViews: (realmId: string) => Promise<unknown[]>,
  bus: EventBus,
  audit: UserAudit,
): VideoWallService {
  return new VideoWallService(
    new VideoWallRepository(db),
    {
      cameraInRealm: async (realmId, cameraId) => (await devices.cameraOfRealm(realmId, cameraId)) !== undefined,
      viewCameras: async (realmId, viewId) => camerasOfView(await sharedViews(realmId), viewId),
    },
    bus,
    audit,
  );
}
