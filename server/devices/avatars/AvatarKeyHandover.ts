/** How a remote avatar gets the key of an UPDATE_KEY command (spec 3 §4 avatar commands; §7.2
 *  deviceCommand): the avatar calls the platform, never the reverse, so the new key travels in the
 *  answer to its next status report. The key is made only then — no key in clear waits in the
 *  database — and the key the avatar signs with stays valid until a report signed with the new key
 *  shows the avatar holds it: a lost answer costs a second handover (the unused key replaced),
 *  never an avatar locked out. Once the new key is seen, every other key of the avatar goes, as
 *  UPDATE_KEY says. */
import { randomUUID } from 'node:crypto';
import type { AvatarKeyRepository } from '../../db/repositories/avatarKeys';
import type { DeviceAdminRepository } from '../../db/repositories/deviceAdmin';
import type { DeviceRepository } from '../../db/repositories/devices';
import type { DeviceChanges } from '../DeviceChanges';
import { avatarState, withAvatarState } from './avatarAspect';
import { apiKeyPrefix, hashApiKey, newApiKey } from './avatarSecrets';

/** An UPDATE_KEY under way: asked at requestedAt; issuedKeyId once a key went out in an answer. */
export interface KeyUpdate {
  requestedAt: number;
  issuedKeyId: string | null;
}

export const UPDATED_KEY_NAME = 'Updated key';

export class AvatarKeyHandover {
  constructor(
    private readonly deps: {
      devices: DeviceRepository;
      keys: AvatarKeyRepository;
      admin: DeviceAdminRepository;
      changes: DeviceChanges;
    },
    private readonly now: () => number = Date.now,
  ) {}

  /** UPDATE_KEY on a remote avatar: the new key goes out with its next status report. */
  async request(realmId: string, avatarId: string): Promise<void> {
    const keyUpdate: KeyUpdate = { requestedAt: this.now(), issuedKeyId: null };
    await this.deps.admin.update(realmId, avatarId, (device) => ({
      aspects: withAvatarState(device, (s) => ({ ...s, keyUpdate })),
    }));
  }

  /** After a status report signed with `keyId`: the key to hand the avatar, if one is due. */
  async afterReport(realmId: string, avatarId: string, keyId: string): Promise<string | undefined> {
    const [device] = await this.deps.devices.byIds(realmId, [avatarId]);
    const pending = device && (avatarState(device)?.keyUpdate as KeyUpdate | null | undefined);
    if (!pending) return undefined;
    if (pending.issuedKeyId === keyId) {
      await this.complete(realmId, avatarId, keyId);
      return undefined;
    }
    // Signed with an older key: the answer before was lost, or this is the first report since.
    if (pending.issuedKeyId) await this.deps.keys.deleteKey(realmId, pending.issuedKeyId);
    const key = newApiKey();
    const id = randomUUID();
    await this.deps.keys.insertKey({
      id,
      realm_id: realmId,
      avatar_id: avatarId,
      name: UPDATED_KEY_NAME,
      key_hash: hashApiKey(key),
      key_prefix: apiKeyPrefix(key),
      created_at: this.now(),
      last_used_at: null,
    });
    const issued: KeyUpdate = { ...pending, issuedKeyId: id };
    await this.deps.admin.update(
      realmId,
      avatarId,
      (current) => ({ aspects: withAvatarState(current, (s) => ({ ...s, keyUpdate: issued })) }),
      { touch: false },
    );
    return key;
  }

  /** The avatar signs with the new key: the others go, and the update is done. */
  private async complete(realmId: string, avatarId: string, keyId: string): Promise<void> {
    for (const row of await this.deps.keys.keysOf(realmId, avatarId)) {
      if (row.id !== keyId) await this.deps.keys.deleteKey(realmId, row.id);
    }
    const key = await this.deps.keys.keyById(realmId, keyId);
    await this.deps.admin.update(
      realmId,
      avatarId,
      (device) => ({
        aspects: withAvatarState(device, (s) => ({ ...s, keyUpdate: null, apiKey: key?.key_prefix ?? s.apiKey })),
      }),
      { touch: false },
    );
    await this.deps.changes.record(
      { realmId, deviceId: avatarId, action: 'UPDATE', kind: 'COMMAND' },
      null,
      `Key updated: the avatar signs with ${key?.key_prefix ?? ''}…`,
    );
  }
}
