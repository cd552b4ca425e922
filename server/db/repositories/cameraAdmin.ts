/** Camera administration's writes (spec 3 §7.1–§7.2): adding, changing and removing a realm's
 *  cameras, its storage pools, and the camera log. Reads of devices stay in DeviceRepository. */
import type { Kysely, Selectable } from 'kysely';
import type { CameraLogTable, StoragePoolTable } from '../cameraAdminSchema';
import type { Database } from '../schema';
import type { DeviceRow } from './devices';

export type StoragePoolRow = Selectable<StoragePoolTable>;
export type CameraLogRow = Selectable<CameraLogTable>;

export interface DeviceChange {
  name?: string;
  enabled?: boolean;
  config?: Record<string, unknown>;
  aspects?: unknown[];
  position?: { lat: number; lng: number; alt?: number } | null;
}

export class CameraAdminRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertDevices(rows: readonly DeviceRow[]): Promise<void> {
    if (rows.length)
      await this.db
        .insertInto('devices')
        .values([...rows])
        .execute();
  }

  /** Applies a change to a device of the realm; false when there is no such device. */
  async updateDevice(realmId: string, id: string, change: DeviceChange, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('devices')
      .set({
        modified_at: now,
        ...(change.name !== undefined && { name: change.name }),
        ...(change.enabled !== undefined && { enabled: change.enabled ? 1 : 0 }),
        ...(change.config !== undefined && { config: JSON.stringify(change.config) }),
        ...(change.aspects !== undefined && { aspects: JSON.stringify(change.aspects) }),
        ...(change.position !== undefined && { position: change.position && JSON.stringify(change.position) }),
      })
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Removes a device and its label assignments; false when there is no such device. */
  async deleteDevice(realmId: string, id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('label_objects').where('realm_id', '=', realmId).where('object_id', '=', id).execute();
      const result = await trx
        .deleteFrom('devices')
        .where('realm_id', '=', realmId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
  }

  /** How many cameras the realm has (a realm's cameras are capped). */
  async cameraCount(realmId: string): Promise<number> {
    const row = await this.db
      .selectFrom('devices')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('realm_id', '=', realmId)
      .where('device_type', '=', 'camera')
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /** Names of the realm's devices, lower-cased (CSV import refuses duplicates). */
  async deviceNames(realmId: string): Promise<Set<string>> {
    const rows = await this.db.selectFrom('devices').select('name').where('realm_id', '=', realmId).execute();
    return new Set(rows.map((r) => r.name.toLowerCase()));
  }

  storagePools(realmId: string): Promise<StoragePoolRow[]> {
    return this.db
      .selectFrom('storage_pools')
      .selectAll()
      .where('realm_id', '=', realmId)
      .orderBy('ttl_hours')
      .orderBy('id')
      .execute();
  }

  /** Adds pools; one that exists already (another request made the same default) is left as it is. */
  async insertStoragePools(rows: readonly StoragePoolRow[]): Promise<void> {
    if (rows.length)
      await this.db
        .insertInto('storage_pools')
        .values([...rows])
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
  }

  async appendLog(rows: readonly CameraLogRow[]): Promise<void> {
    if (rows.length)
      await this.db
        .insertInto('camera_log')
        .values([...rows])
        .execute();
  }

  /** A camera's log, newest first. */
  log(realmId: string, deviceId: string, limit: number): Promise<CameraLogRow[]> {
    return this.db
      .selectFrom('camera_log')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('device_id', '=', deviceId)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
