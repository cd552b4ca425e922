/** Bringing an avatar into a realm (spec 3 §7.2 activateAvatar; the /view/AvatarActivation screen)
 *  and its API keys (create, regenerate, remove). An avatar announces itself with the activation
 *  key it shows its installer; an administrator types that key; the avatar becomes a device of the
 *  administrator's realm and collects its first API key on its next announcement. API keys are
 *  shown whole once (on create and regenerate) and kept as hashes. */
import { randomUUID } from 'node:crypto';
import {
  DEVICE_ERROR,
  MAX_PENDING_AVATARS,
  normaliseActivationKey,
  PENDING_AVATAR_TTL_MS,
} from '../../../shared/devices/deviceAdminConstants';
import type { AvatarApiKeyRow, AvatarKeyRepository } from '../../db/repositories/avatarKeys';
import type { DeviceAdminRepository } from '../../db/repositories/deviceAdmin';
import type { DeviceRecord, DeviceRepository } from '../../db/repositories/devices';
import { DomainError } from '../../kernel/DomainError';
import type { DeviceChanges } from '../DeviceChanges';
import { checkName } from '../deviceInput';
import { newAvatarAspect } from './avatarAspect';
import { apiKeyPrefix, hashApiKey, newActivationKey, newApiKey } from './avatarSecrets';

export interface Announcement {
  activationKey: string;
  serial: string;
  name: string;
  softwareVersion?: string | null;
}

export type AnnouncementAnswer = { status: 'PENDING' } | { status: 'ACTIVATED'; deviceId: string; apiKey: string };

export interface ApiKeyView {
  id: string;
  avatarId: string;
  name: string;
  prefix: string;
  createdAt: number;
  lastUsedAt: number | null;
}

export interface IssuedKey {
  apiKey: ApiKeyView;
  /** The whole key: shown this once. */
  key: string;
}

const toView = (row: AvatarApiKeyRow): ApiKeyView => ({
  id: row.id,
  avatarId: row.avatar_id,
  name: row.name,
  prefix: row.key_prefix,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

const MAX_FIELD = 128;

export class AvatarActivation {
  constructor(
    private readonly devices: DeviceRepository,
    private readonly admin: DeviceAdminRepository,
    private readonly keys: AvatarKeyRepository,
    private readonly changes: DeviceChanges,
    /** The serial the embedded avatar announces itself with. */
    private readonly embeddedSerial: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** An avatar's announcement (unauthenticated: it has no key yet). Answers ACTIVATED with the
   *  device id and its first API key once an administrator activated it, then forgets it. */
  async announce(input: Announcement): Promise<AnnouncementAnswer> {
    const key = normaliseActivationKey(String(input.activationKey ?? ''));
    if (!key) throw DomainError.badInput(DEVICE_ERROR.ACTIVATION_KEY_INVALID);
    const serial = String(input.serial ?? '').trim();
    if (!serial || serial.length > MAX_FIELD) throw DomainError.badInput('serial should be specified');
    const now = this.now();
    await this.keys.deleteExpired(now);
    const pending = await this.keys.pendingByKey(key);
    if (pending && pending.serial !== serial) throw DomainError.badInput(DEVICE_ERROR.ACTIVATION_KEY_INVALID);
    if (pending?.device_id && pending.issued_key) {
      await this.keys.deletePending(key);
      return { status: 'ACTIVATED', deviceId: pending.device_id, apiKey: pending.issued_key };
    }
    if (!pending && (await this.keys.countPending()) >= MAX_PENDING_AVATARS) {
      throw DomainError.tooMany('Too many avatars are waiting for activation');
    }
    await this.keys.announce({
      activation_key: key,
      serial,
      name: checkName(String(input.name ?? '')).slice(0, MAX_FIELD),
      software_version: input.softwareVersion ? String(input.softwareVersion).slice(0, 64) : null,
      announced_at: now,
      expires_at: now + PENDING_AVATAR_TTL_MS,
      device_id: null,
      issued_key: null,
    });
    return { status: 'PENDING' };
  }

  /** The embedded avatar (this platform's own) waits for activation when no realm has it yet: it
   *  announces itself under its serial and answers the key an administrator types (logged at start). */
  async announceEmbedded(name: string, softwareVersion: string): Promise<string | undefined> {
    const serial = this.embeddedSerial;
    if ((await this.admin.allAvatars()).some((a) => a.config.embedded === true)) return undefined;
    const now = this.now();
    await this.keys.deleteExpired(now);
    const waiting = await this.keys.pendingBySerial(serial);
    if (waiting && !waiting.device_id) return waiting.activation_key;
    const activationKey = newActivationKey();
    await this.keys.announce({
      activation_key: activationKey,
      serial,
      name,
      software_version: softwareVersion,
      announced_at: now,
      expires_at: now + PENDING_AVATAR_TTL_MS,
      device_id: null,
      issued_key: null,
    });
    return activationKey;
  }

  /** Makes the avatar waiting with this key a device of the realm (named `name`, else as it
   *  announced itself), with a first API key for it to collect. */
  async activate(realmId: string, userName: string, typedKey: string, name?: string | null): Promise<DeviceRecord> {
    const key = normaliseActivationKey(typedKey ?? '');
    if (!key) throw DomainError.badInput(DEVICE_ERROR.ACTIVATION_KEY_INVALID);
    const now = this.now();
    await this.keys.deleteExpired(now);
    const pending = await this.keys.pendingByKey(key);
    if (!pending || pending.device_id) throw new DomainError('notFound', DEVICE_ERROR.ACTIVATION_KEY_UNKNOWN);
    const id = `avatar-${randomUUID()}`;
    const issued = newApiKey();
    // Claimed first, so two administrators typing one key make one avatar.
    if (!(await this.keys.markActivated(key, id, issued, now + PENDING_AVATAR_TTL_MS))) {
      throw new DomainError('notFound', DEVICE_ERROR.ACTIVATION_KEY_UNKNOWN);
    }
    const deviceName = name?.trim() ? checkName(name) : pending.name;
    await this.admin.insert({
      id,
      realm_id: realmId,
      name: deviceName,
      device_type: 'avatar',
      aspects: JSON.stringify([
        newAvatarAspect(id, { serial: pending.serial, softwareVersion: pending.software_version }),
      ]),
      config: JSON.stringify({
        configType: 'onboard',
        make: 'Vantage',
        model: 'Avatar',
        serial: pending.serial,
        // This platform's own avatar reports its status from here.
        ...(pending.serial === this.embeddedSerial && { embedded: true }),
      }),
      enabled: 1,
      // Until its first status report.
      health_status: 'PENDING',
      parent_id: null,
      position: null,
      created_at: now,
      modified_at: now,
    });
    await this.storeKey(realmId, id, 'Activation', issued);
    await this.changes.record(
      { realmId, deviceId: id, action: 'CREATE', kind: 'ACTIVATE' },
      userName,
      `Avatar ${deviceName} activated (serial ${pending.serial})`,
    );
    const [device] = await this.devices.byIds(realmId, [id]);
    if (!device) throw DomainError.notFound('Device');
    return device;
  }

  async listKeys(realmId: string, avatarId: string): Promise<ApiKeyView[]> {
    await this.avatarOf(realmId, avatarId);
    return (await this.keys.keysOf(realmId, avatarId)).map(toView);
  }

  async createKey(realmId: string, userName: string, avatarId: string, name: string): Promise<IssuedKey> {
    const avatar = await this.avatarOf(realmId, avatarId);
    const key = newApiKey();
    const view = await this.storeKey(realmId, avatarId, checkName(name), key);
    await this.changes.record(
      { realmId, deviceId: avatarId, action: 'UPDATE', kind: 'API_KEY' },
      userName,
      `API key ${view.name} created for ${avatar.name}`,
    );
    return { apiKey: view, key };
  }

  async regenerateKey(realmId: string, userName: string, keyId: string): Promise<IssuedKey> {
    const row = await this.keys.keyById(realmId, keyId);
    if (!row) throw DomainError.notFound('API key');
    const key = newApiKey();
    const now = this.now();
    if (!(await this.keys.replaceKey(realmId, keyId, hashApiKey(key), apiKeyPrefix(key), now))) {
      throw DomainError.notFound('API key');
    }
    await this.changes.record(
      { realmId, deviceId: row.avatar_id, action: 'UPDATE', kind: 'API_KEY' },
      userName,
      `API key ${row.name} regenerated`,
    );
    return { apiKey: { ...toView(row), prefix: apiKeyPrefix(key), createdAt: now, lastUsedAt: null }, key };
  }

  async removeKey(realmId: string, userName: string, keyId: string): Promise<string> {
    const row = await this.keys.keyById(realmId, keyId);
    if (!row || !(await this.keys.deleteKey(realmId, keyId))) throw DomainError.notFound('API key');
    await this.changes.record(
      { realmId, deviceId: row.avatar_id, action: 'UPDATE', kind: 'API_KEY' },
      userName,
      `API key ${row.name} removed`,
    );
    return keyId;
  }

  /** The avatar a key belongs to, or undefined for an unknown (or removed, or replaced) key. */
  async authenticate(key: string): Promise<{ realmId: string; avatarId: string; keyId: string } | undefined> {
    const row = await this.keys.keyByHash(hashApiKey(key));
    if (!row) return undefined;
    await this.keys.touchKey(row.id, this.now());
    return { realmId: row.realm_id, avatarId: row.avatar_id, keyId: row.id };
  }

  private async storeKey(realmId: string, avatarId: string, name: string, key: string): Promise<ApiKeyView> {
    const row: AvatarApiKeyRow = {
      id: randomUUID(),
      realm_id: realmId,
      avatar_id: avatarId,
      name,
      key_hash: hashApiKey(key),
      key_prefix: apiKeyPrefix(key),
      created_at: this.now(),
      last_used_at: null,
    };
    await this.keys.insertKey(row);
    return toView(row);
  }

  private async avatarOf(realmId: string, id: string): Promise<DeviceRecord> {
    const [device] = await this.devices.byIds(realmId, [id]);
    if (!device || device.deviceType !== 'avatar') throw DomainError.notFound('Device');
    return device;
  }
}
