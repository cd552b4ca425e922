/** Avatar API keys (spec 3 §7.2 create, regenerate, remove avatar API key) and the avatars waiting
 *  for activation. Keys are stored as sha256 hashes with a short prefix to tell them apart. */
import type { Kysely, Selectable } from 'kysely';
import type { AvatarApiKeyTable, PendingAvatarTable } from '../avatarSchema';
import type { Database } from '../schema';

export type AvatarApiKeyRow = Selectable<AvatarApiKeyTable>;
export type PendingAvatarRow = Selectable<PendingAvatarTable>;

export class AvatarKeyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertKey(row: AvatarApiKeyRow): Promise<void> {
    await this.db.insertInto('avatar_api_keys').values(row).execute();
  }

  keysOf(realmId: string, avatarId: string): Promise<AvatarApiKeyRow[]> {
    return this.db
      .selectFrom('avatar_api_keys')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('avatar_id', '=', avatarId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  keyById(realmId: string, id: string): Promise<AvatarApiKeyRow | undefined> {
    return this.db
      .selectFrom('avatar_api_keys')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  keyByHash(hash: string): Promise<AvatarApiKeyRow | undefined> {
    return this.db.selectFrom('avatar_api_keys').selectAll().where('key_hash', '=', hash).executeTakeFirst();
  }

  async replaceKey(realmId: string, id: string, hash: string, prefix: string, now: number): Promise<boolean> {
    const done = await this.db
      .updateTable('avatar_api_keys')
      .set({ key_hash: hash, key_prefix: prefix, created_at: now, last_used_at: null })
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .execute();
    return Number(done[0]?.numUpdatedRows ?? 0) > 0;
  }

  async deleteKey(realmId: string, id: string): Promise<boolean> {
    const done = await this.db
      .deleteFrom('avatar_api_keys')
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .execute();
    return Number(done[0]?.numDeletedRows ?? 0) > 0;
  }

  async deleteKeysOf(realmId: string, avatarId: string): Promise<void> {
    await this.db
      .deleteFrom('avatar_api_keys')
      .where('realm_id', '=', realmId)
      .where('avatar_id', '=', avatarId)
      .execute();
  }

  async touchKey(id: string, now: number): Promise<void> {
    await this.db.updateTable('avatar_api_keys').set({ last_used_at: now }).where('id', '=', id).execute();
  }

  /** Records (or renews) an avatar's announcement: one pending row per serial. */
  async announce(row: PendingAvatarRow): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('pending_avatars').where('serial', '=', row.serial).execute();
      await trx.deleteFrom('pending_avatars').where('activation_key', '=', row.activation_key).execute();
      await trx.insertInto('pending_avatars').values(row).execute();
    });
  }

  pendingByKey(key: string): Promise<PendingAvatarRow | undefined> {
    return this.db.selectFrom('pending_avatars').selectAll().where('activation_key', '=', key).executeTakeFirst();
  }

  pendingBySerial(serial: string): Promise<PendingAvatarRow | undefined> {
    return this.db.selectFrom('pending_avatars').selectAll().where('serial', '=', serial).executeTakeFirst();
  }

  /** Marks a pending avatar activated, once: false when another activation got there first. */
  async markActivated(key: string, deviceId: string, issuedKey: string, expiresAt: number): Promise<boolean> {
    const done = await this.db
      .updateTable('pending_avatars')
      .set({ device_id: deviceId, issued_key: issuedKey, expires_at: expiresAt })
      .where('activation_key', '=', key)
      .where('device_id', 'is', null)
      .execute();
    return Number(done[0]?.numUpdatedRows ?? 0) > 0;
  }

  async deletePending(key: string): Promise<void> {
    await this.db.deleteFrom('pending_avatars').where('activation_key', '=', key).execute();
  }

  async countPending(): Promise<number> {
    const row = await this.db
      .selectFrom('pending_avatars')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async deleteExpired(now: number): Promise<void> {
    await this.db.deleteFrom('pending_avatars').where('expires_at', '<', now).execute();
  }
}
