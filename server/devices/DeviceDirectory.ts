/** The devices of a realm as the transports read them (cameras by id, devices by id or aspect type):
 *  GraphQL and HTTP ask here, never the device repository (design.md §2, issue 35). */
import type { DeviceRecord, DeviceRepository } from '../db/repositories/devices';

export class DeviceDirectory {
  constructor(private readonly devices: DeviceRepository) {}

  /** The realm's camera with that id, or undefined (another realm's camera is not found either). */
  cameraOfRealm(realmId: string, cameraId: string): Promise<DeviceRecord | undefined> {
    return this.devices.cameraOfRealm(realmId, cameraId);
  }

  /** The realm's cameras among `ids`; ids of other realms or of no camera are left out. */
  camerasOfRealm(realmId: string, ids: readonly string[]): Promise<DeviceRecord[]> {
    return this.devices.camerasOfRealm(realmId, ids);
  }

  /** Every device of the realm. */
  inRealm(realmId: string): Promise<DeviceRecord[]> {
    return this.devices.inRealm(realmId);
  }

  /** The realm's devices among `ids`. */
  byIds(realmId: string, ids: readonly string[]): Promise<DeviceRecord[]> {
    return this.devices.byIds(realmId, ids);
  }

  /** The realm's devices with one of these aspect types. */
  byAspectTypes(realmId: string, types: string[]): Promise<DeviceRecord[]> {
    return this.devices.byAspectTypes(realmId, types);
  }

  /** A device of any realm: for callers that then check the realm themselves (media tickets). */
  byId(id: string): Promise<DeviceRecord | undefined> {
    return this.devices.byId(id);
  }

  /** The realm a camera belongs to, or undefined when there is no such camera. */
  realmOfCamera(cameraId: string): Promise<string | undefined> {
    return this.devices.realmOfCamera(cameraId);
  }
}
