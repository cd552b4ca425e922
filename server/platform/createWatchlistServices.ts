/** Builds the watchlist domain's services (issue 32) over the realm's cameras, zones and sets,
 *  and starts them on the platform's analytics engines: every read the engines make is matched,
 *  every enabled VAE config's engine runs, and old plate reads and face passages are pruned with the media housekeeping. */
import type { DatabaseHandle } from '../db/database';
import type { DeviceRepository } from '../db/repositories/devices';
import { FaceReadRepository } from '../db/repositories/faceReads';
import { PlateReadRepository } from '../db/repositories/plateReads';
import { VaeConfigRepository } from '../db/repositories/vaeConfigs';
import { WatchlistRepository } from '../db/repositories/watchlists';
import type { DeviceScopeService } from '../access';
import type { AuditLog, UserAudit } from '../events';
import {
  FaceDescriptors,
  FaceMatches,
  PlateReads,
  VaeConfigService,
  WatchlistService,
  type AnalyticsEngines,
  type PlateReadSources,
  type WatchlistServices,
} from '../watchlists';

export function createWatchlistServices(
  db: DatabaseHandle['db'],
  devices: DeviceRepository,
  scopes: DeviceScopeService,
  auditLog: AuditLog,
  audit: UserAudit,
  onError: (message: string) => void,
): WatchlistServices {
  const lists = new WatchlistRepository(db);
  const sources: PlateReadSources = {
    cameraInRealm: async (realmId, cameraId) => (await devices.cameraOfRealm(realmId, cameraId)) !== undefined,
    scopeCameras: async (realmId, type, id) => (await scopes.byId(realmId, type, id))?.deviceIds,
    camera: async (cameraId) => {
      const device = await devices.byId(cameraId);
      if (!device || device.deviceType !== 'camera') return undefined;
      return { id: device.id, realmId: device.realmId, name: device.name, deviceType: device.deviceType };
    },
  };
  // Enrolment and matching describe faces with the same engines (handed in by startWatchlists).
  const faces = new FaceDescriptors();
  return {
    lists: new WatchlistService(lists, sources, audit, Date.now, faces),
    reads: new PlateReads(new PlateReadRepository(db), lists, sources, auditLog, onError),
    faces: new FaceMatches(new FaceReadRepository(db), lists, sources, faces, auditLog, onError),
    vae: new VaeConfigService(new VaeConfigRepository(db), sources, onError, audit),
  };
}

/** Starts matching the engines' reads and runs every enabled VAE config's engine. */
export async function startWatchlists(services: WatchlistServices, engines: AnalyticsEngines): Promise<void> {
  services.reads.listen(engines);
  services.faces.listen(engines);
  await services.vae.run(engines);
}
