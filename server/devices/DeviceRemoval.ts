/** Removing a sensor, gateway or avatar (spec 3 §7.2 delete device): the device and its label
 *  assignments go, consoles hear DELETE, and the log keeps who removed it. An avatar that still owns
 *  devices is refused (they would be left without a platform); its API keys go with it. */
import { DEVICE_ERROR } from '../../shared/devices/deviceAdminConstants';
import type { AvatarKeyRepository } from '../db/repositories/avatarKeys';
import type { DeviceAdminRepository } from '../db/repositories/deviceAdmin';
import type { DeviceRepository } from '../db/repositories/devices';
import { DomainError } from '../kernel/DomainError';
import type { DeviceChanges } from './DeviceChanges';

export class DeviceRemoval {
  constructor(
    private readonly devices: DeviceRepository,
    private readonly admin: DeviceAdminRepository,
    private readonly keys: AvatarKeyRepository,
    private readonly changes: DeviceChanges,
  ) {}

  /** Removes a device of one of `types`; any other device, or one of another realm, is not found. */
  async remove(realmId: string, userName: string, id: string, types: readonly string[]): Promise<string> {
    const [device] = await this.devices.byIds(realmId, [id]);
    if (!device || !types.includes(device.deviceType)) throw DomainError.notFound('Device');
    if (device.deviceType === 'avatar' && (await this.admin.children(realmId, id)).length > 0) {
      throw new DomainError('conflict', DEVICE_ERROR.AVATAR_HAS_DEVICES);
    }
    if (!(await this.admin.delete(realmId, id))) throw DomainError.notFound('Device');
    if (device.deviceType === 'avatar') await this.keys.deleteKeysOf(realmId, id);
    await this.changes.record(
      { realmId, deviceId: id, action: 'DELETE' },
      userName,
      `${device.deviceType[0]?.toUpperCase()}${device.deviceType.slice(1)} ${device.name} removed`,
    );
    return id;
  }
}
