/** Writes of device administration (spec 3 §7.2 create, update, delete device): a device row in,
 *  a device's fields changed in one transaction (so a status report and an administrator's edit
 *  never lose each other), and a device out with what tags it. Reads stay in DeviceRepository. */
import type { Kysely, Selectable } from 'kysely';
import type { CameraLogTable } from '../cameraAdminSchema';
import type { Database } from '../schema';
import { toDeviceRecord, type AspectRecord, type DeviceRecord, type DeviceRow } from './devices';

/** What an administrator or a status report may change on a device. */
export interface DeviceChange {
  name?: string;
  enabled?: boolean;
  healthStatus?: string;
  parentId?: string | null;
  aspects?: AspectRecord[];
  config?: Record<string, unknown>;
  position?: DeviceRecord['position'];
}

export class DeviceAdminRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: DeviceRow): Promise<void> {
    await this.db.insertInto('devices').values(row).execute();
  }

  /** Rewrites a device of the realm from its current state; undefined when there is none (or
   *  `change` answers undefined, leaving it as it is). */
  async update(
    realmId: string,
    id: string,
    change: (device: DeviceRecord) => DeviceChange | undefined,
    /** touch: false for changes that are not an administrator's (status reports): modifiedAt stays. */
    options: { touch?: boolean; now?: number } = {},
  ): Promise<DeviceRecord | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('devices')
        .selectAll()
        .where('id', '=', id)
        .where('realm_id', '=', realmId)
        .executeTakeFirst();
      if (!row) return undefined;
      const current = toDeviceRecord(row);
      const next = change(current);
      if (!next) return current;
      const set: Partial<DeviceRow> = options.touch === false ? {} : { modified_at: options.now ?? Date.now() };
      if (next.name !== undefined) set.name = next.name;
      if (next.enabled !== undefined) set.enabled = next.enabled ? 1 : 0;
      if (next.healthStatus !== undefined) set.health_status = next.healthStatus;
      if (next.parentId !== undefined) set.parent_id = next.parentId;
      if (next.aspects !== undefined) set.aspects = JSON.stringify(next.aspects);
      if (next.config !== undefined) set.config = JSON.stringify(next.config);
      if (next.position !== undefined) set.position = next.position ? JSON.stringify(next.position) : null;
      await trx.updateTable('devices').set(set).where('id', '=', id).execute();
      const updated = await trx.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return toDeviceRecord(updated);
    });
  }

  /** Removes a device of the realm with its label assignments; false when there was none. */
  async delete(realmId: string, id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const gone = await trx.deleteFrom('devices').where('id', '=', id).where('realm_id', '=', realmId).execute();
      if (Number(gone[0]?.numDeletedRows ?? 0) === 0) return false;
      await trx.deleteFrom('label_objects').where('realm_id', '=', realmId).where('object_id', '=', id).execute();
      return true;
    });
  }

  /** The devices of the realm whose owning avatar is `parentId`. */
  async children(realmId: string, parentId: string): Promise<DeviceRecord[]> {
    const rows = await this.db
      .selectFrom('devices')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('parent_id', '=', parentId)
      .orderBy('name')
      .execute();
    return rows.map(toDeviceRecord);
  }

  /** Lines of a device's log (the camera log's table holds every device's). */
  async appendLog(rows: readonly Selectable<CameraLogTable>[]): Promise<void> {
    if (rows.length)
      await this.db
        .insertInto('camera_log')
        .values([...rows])
        .execute();
  }

  /** Every avatar of every realm (status monitoring runs over all of them). */
  async allAvatars(): Promise<DeviceRecord[]> {
    const rows = await this.db.selectFrom('devices').selectAll().where('device_type', '=', 'avatar').execute();
    return rows.map(toDeviceRecord);
  }
}
