/** Where a device stands on the geographic map and what its camera sees (spec 3 §3.1 position and
 *  cameraView): written by EditMap, in one transaction so a concurrent config change is kept. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { deviceRowOfRealm, toDeviceRecord, type DeviceRecord } from './devices';

export interface DevicePlacement {
  /** null removes the device from the map; undefined leaves the position as it is. */
  position?: { lat: number; lng: number; alt?: number | null } | null;
  cameraView?: { fieldOfView?: number | null; northOffsetAngle?: number | null; viewDistance?: number | null };
}

export class DevicePlacementRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The updated device, or undefined when the realm has no such device. */
  async place(realmId: string, id: string, placement: DevicePlacement, now: number): Promise<DeviceRecord | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await deviceRowOfRealm(trx, realmId, id);
      if (!row) return undefined;
      const device = toDeviceRecord(row);
      const config = placement.cameraView
        ? { ...device.config, cameraView: { ...(device.config.cameraView as object), ...placement.cameraView } }
        : device.config;
      const position =
        placement.position === undefined ? row.position : placement.position && JSON.stringify(placement.position);
      await trx
        .updateTable('devices')
        .set({ config: JSON.stringify(config), position, modified_at: now })
        .where('id', '=', id)
        .execute();
      return { ...device, config, position: position ? JSON.parse(position) : null, modifiedAt: now };
    });
  }
}
