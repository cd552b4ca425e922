/** What administrators do to an avatar (spec 3 §4 avatar commands, §7.2 deviceCommand,
 *  purgeAvatarQueue, changeDeliveryPriority, changeLocalStorage; §3.1 uploadBandwidthCap; spec 2 §7
 *  localStorage): the delivery service activated or deactivated, started or stopped, the channel
 *  benchmarked, a reboot, a new key, a software update check; the delivery queue purged; a
 *  device's delivery priority; the upload cap; the avatar's local storage. Each lands in the
 *  device's log and reaches the realm's consoles. */
import {
  DELIVERY_PRIORITY_MAX,
  DELIVERY_PRIORITY_MIN,
  DEVICE_ERROR,
  STORAGE_CAPACITY_TOLERANCE,
  type AvatarCommandName,
} from '../../../shared/devices/deviceAdminConstants';
import type { AvatarKeyRepository } from '../../db/repositories/avatarKeys';
import type { DeviceAdminRepository } from '../../db/repositories/deviceAdmin';
import type { DeviceRecord, DeviceRepository } from '../../db/repositories/devices';
import { DomainError } from '../../kernel/DomainError';
import type { DeviceChanges } from '../DeviceChanges';
import { avatarState, isEmbeddedAvatar, withAvatarState, type AvatarState } from './avatarAspect';
import { apiKeyPrefix, hashApiKey, newApiKey } from './avatarSecrets';
import { channelBenchmark } from './channelBenchmark';
import type { DeliveryQueue } from './deliveryQueue';
import type { AvatarKeyHandover } from './AvatarKeyHandover';
import type { AvatarStatusMonitor } from './AvatarStatusMonitor';
import { directorySize, diskOf } from './storageSize';

export interface CommandOutcome {
  device: DeviceRecord;
  message: string;
}

export interface LocalStorageView {
  deviceId: string;
  avatarId: string;
  /** Bytes the avatar may use for recordings (0: the whole disk). */
  capacity: number;
  /** Bytes its recordings take. */
  used: number;
  diskSize: number;
  diskFree: number;
  /** Hours recordings are kept on the avatar. */
  ttlHours: number | null;
}

const COMMAND_TEXT: Record<AvatarCommandName, string> = {
  CHANNEL_BENCHMARK: 'Channel benchmark',
  DELIVERY_ACTIVATE: 'Delivery service activated',
  DELIVERY_DEACTIVATE: 'Delivery service deactivated',
  DELIVERY_START: 'Delivery service started',
  DELIVERY_STOP: 'Delivery service stopped',
  REBOOT: 'Reboot',
  UPDATE_KEY: 'Key update',
  UPDATE_SOFTWARE: 'Software update',
  UPGRADE_SOFTWARE: 'Software upgrade',
};

export class AvatarControl {
  constructor(
    private readonly deps: {
      devices: DeviceRepository;
      admin: DeviceAdminRepository;
      keys: AvatarKeyRepository;
      changes: DeviceChanges;
      queue: DeliveryQueue;
      status: AvatarStatusMonitor;
      keyHandover: AvatarKeyHandover;
    },
    private readonly options: { dataDir: string; softwareVersion: string },
  ) {}

  async command(realmId: string, userName: string, id: string, command: AvatarCommandName): Promise<CommandOutcome> {
    const avatar = await this.avatarOf(realmId, id);
    const state = avatarState(avatar) as AvatarState;
    let message: string;
    let change: ((s: AvatarState) => AvatarState) | undefined;
    switch (command) {
      case 'CHANNEL_BENCHMARK': {
        const result = await channelBenchmark(state.uploadBandwidthCap);
        change = (s) => ({ ...s, channelBenchmark: result });
        message = `Channel benchmark: ${(result.bandwidthBps / 1e6).toFixed(1)} Mbit/s, ${result.latencyMs} ms`;
        break;
      }
      case 'DELIVERY_ACTIVATE':
        change = (s) => ({ ...s, deliveryServiceConfigured: true });
        message = COMMAND_TEXT[command];
        break;
      case 'DELIVERY_DEACTIVATE':
        // A deactivated service does not run.
        change = (s) => ({ ...s, deliveryServiceConfigured: false, deliveryServiceRunning: false });
        message = COMMAND_TEXT[command];
        break;
      case 'DELIVERY_START':
        if (state.deliveryServiceConfigured === false) {
          throw new DomainError('conflict', 'The delivery service is not activated');
        }
        change = (s) => ({ ...s, deliveryServiceRunning: true });
        message = COMMAND_TEXT[command];
        break;
      case 'DELIVERY_STOP':
        change = (s) => ({ ...s, deliveryServiceRunning: false });
        message = COMMAND_TEXT[command];
        break;
      case 'REBOOT':
        if (!isEmbeddedAvatar(avatar) && avatar.healthStatus === 'BROKEN') {
          throw new DomainError('conflict', `${DEVICE_ERROR.COMMAND_REFUSED}: it is offline`);
        }
        await this.deps.status.rebooted(realmId, id);
        message = COMMAND_TEXT[command];
        break;
      case 'UPDATE_KEY': {
        if (!isEmbeddedAvatar(avatar)) {
          // A remote avatar is handed its new key with its next status report (AvatarKeyHandover).
          await this.deps.keyHandover.request(realmId, id);
          message = `${COMMAND_TEXT[command]}: the avatar receives its new key with its next status report`;
          break;
        }
        // The embedded avatar reports from inside the platform: its keys are replaced at once.
        const key = newApiKey();
        const keys = await this.deps.keys.keysOf(realmId, id);
        for (const row of keys) await this.deps.keys.deleteKey(realmId, row.id);
        await this.deps.keys.insertKey({
          id: `${id}-key-${Date.now()}`,
          realm_id: realmId,
          avatar_id: id,
          name: 'Updated key',
          key_hash: hashApiKey(key),
          key_prefix: apiKeyPrefix(key),
          created_at: Date.now(),
          last_used_at: null,
        });
        change = (s) => ({ ...s, apiKey: apiKeyPrefix(key) });
        message = `${COMMAND_TEXT[command]}: ${apiKeyPrefix(key)}…`;
        break;
      }
      case 'UPDATE_SOFTWARE':
      case 'UPGRADE_SOFTWARE': {
        const version = isEmbeddedAvatar(avatar) ? this.options.softwareVersion : (state.softwareVersion ?? 'unknown');
        change = (s) => ({ ...s, updateInfo: { checkedAt: Date.now(), current: version, available: null } });
        message = `${COMMAND_TEXT[command]}: version ${version} is the newest`;
        break;
      }
      default:
        throw DomainError.badInput(`Unknown command ${String(command)}`);
    }
    const updated = change
      ? await this.deps.admin.update(realmId, id, (device) => ({ aspects: withAvatarState(device, change) }))
      : await this.avatarOf(realmId, id);
    if (!updated) throw DomainError.notFound('Device');
    await this.deps.changes.record({ realmId, deviceId: id, action: 'UPDATE', kind: 'COMMAND' }, userName, message);
    return { device: updated, message };
  }

  /** Cancels every request waiting in the avatar's delivery queue; answers how many. */
  async purgeQueue(realmId: string, userName: string, id: string): Promise<number> {
    const avatar = await this.avatarOf(realmId, id);
    const pending = await this.deps.queue.pending(realmId, id);
    const purged = await this.deps.queue.cancel(
      realmId,
      pending.map((r) => r.id),
    );
    await this.deps.admin.update(
      realmId,
      id,
      (device) => ({
        aspects: withAvatarState(device, (s) => ({ ...s, deliveryQueue: Math.max(0, pending.length - purged) })),
      }),
      { touch: false },
    );
    await this.deps.changes.record(
      { realmId, deviceId: id, action: 'UPDATE', kind: 'COMMAND' },
      userName,
      `Delivery queue of ${avatar.name} purged: ${purged} request(s) cancelled`,
    );
    return purged;
  }

  /** A device's delivery priority (1 highest … 10). */
  async changeDeliveryPriority(realmId: string, userName: string, id: string, priority: number): Promise<DeviceRecord> {
    if (!Number.isInteger(priority) || priority < DELIVERY_PRIORITY_MIN || priority > DELIVERY_PRIORITY_MAX) {
      throw DomainError.badInput(DEVICE_ERROR.PRIORITY_RANGE);
    }
    const updated = await this.deps.admin.update(realmId, id, (device) => ({
      config: { ...device.config, deliveryPriority: priority },
    }));
    if (!updated) throw DomainError.notFound('Device');
    await this.deps.changes.record(
      { realmId, deviceId: id, action: 'UPDATE' },
      userName,
      `Delivery priority of ${updated.name} set to ${priority}`,
    );
    return updated;
  }

  /** The avatar's upload bandwidth cap in bits per second; null lifts it. */
  async setUploadBandwidthCap(
    realmId: string,
    userName: string,
    id: string,
    bps: number | null,
  ): Promise<DeviceRecord> {
    if (bps !== null && !(Number.isFinite(bps) && bps > 0)) throw DomainError.badInput(DEVICE_ERROR.BANDWIDTH_INVALID);
    await this.avatarOf(realmId, id);
    const updated = await this.deps.admin.update(realmId, id, (device) => ({
      aspects: withAvatarState(device, (s) => ({ ...s, uploadBandwidthCap: bps === null ? null : Math.round(bps) })),
    }));
    if (!updated) throw DomainError.notFound('Device');
    await this.deps.changes.record(
      { realmId, deviceId: id, action: 'UPDATE' },
      userName,
      bps === null
        ? `Upload bandwidth cap of ${updated.name} lifted`
        : `Upload bandwidth cap of ${updated.name} set to ${Math.round(bps)} bit/s`,
    );
    return updated;
  }

  /** Spec 2 §7 localStorage: the storage of the avatar that records `deviceId` (an avatar or one of its cameras). */
  async localStorage(realmId: string, deviceId: string): Promise<LocalStorageView> {
    const avatar = await this.avatarFor(realmId, deviceId);
    const settings = (avatar.config.localStorage ?? {}) as { capacity?: number; ttlHours?: number };
    const disk = await diskOf(this.options.dataDir);
    const cameras = await this.deps.admin.children(realmId, avatar.id);
    let used = 0;
    for (const camera of cameras) used += await directorySize(`${this.options.dataDir}/archive/${camera.id}`);
    return {
      deviceId,
      avatarId: avatar.id,
      capacity: settings.capacity ?? 0,
      used,
      diskSize: disk.size,
      diskFree: disk.free,
      ttlHours: settings.ttlHours ?? null,
    };
  }

  /** Spec 2 §7 changeLocalStorage: capacity (bytes; 0 for the whole disk) and retention (hours); a
   *  capacity over the disk's size by more than the tolerance (spec 3 §9: 10 %) is refused. */
  async changeLocalStorage(
    realmId: string,
    userName: string,
    deviceId: string,
    input: { capacity?: number | null; ttlHours?: number | null },
  ): Promise<LocalStorageView> {
    const avatar = await this.avatarFor(realmId, deviceId);
    const { capacity, ttlHours } = input;
    if ((capacity != null && !(capacity >= 0)) || (ttlHours != null && !(Number.isInteger(ttlHours) && ttlHours > 0))) {
      throw DomainError.badInput(DEVICE_ERROR.STORAGE_INVALID);
    }
    const disk = await diskOf(this.options.dataDir);
    if (capacity != null && capacity > disk.size * (1 + STORAGE_CAPACITY_TOLERANCE)) {
      throw DomainError.badInput(DEVICE_ERROR.STORAGE_TOO_LARGE);
    }
    await this.deps.admin.update(realmId, avatar.id, (device) => {
      const current = (device.config.localStorage ?? {}) as Record<string, unknown>;
      return {
        config: {
          ...device.config,
          localStorage: {
            ...current,
            ...(capacity != null && { capacity: Math.round(capacity) }),
            ...(ttlHours != null && { ttlHours }),
          },
        },
      };
    });
    await this.deps.changes.record(
      { realmId, deviceId: avatar.id, action: 'UPDATE' },
      userName,
      `Local storage of ${avatar.name} changed`,
    );
    return this.localStorage(realmId, deviceId);
  }

  private async avatarFor(realmId: string, deviceId: string): Promise<DeviceRecord> {
    const [device] = await this.deps.devices.byIds(realmId, [deviceId]);
    if (!device) throw DomainError.notFound('Device');
    if (device.deviceType === 'avatar') return device;
    if (!device.parentId) throw DomainError.badInput('The device records on no avatar');
    return this.avatarOf(realmId, device.parentId);
  }

  private async avatarOf(realmId: string, id: string): Promise<DeviceRecord> {
    const [device] = await this.deps.devices.byIds(realmId, [id]);
    if (!device || device.deviceType !== 'avatar') throw DomainError.notFound('Device');
    return device;
  }
}
