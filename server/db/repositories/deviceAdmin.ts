/** Writes of device administration (spec 3 §7.2 create, update, delete device): a device row in,
 *  a device's fields changed in one transaction (so a status report and an administrator's edit
 *  never lose each other), and a device out with what tags it. Reads stay in DeviceRepository. */
import type { Kysely, Selectable } from 'kysely';
import type { CameraLogTable } from '../cameraAdminSchema';
import type { Database } from '../schema';
import { deviceRowOfRealm, toDeviceRecord, type AspectRecord, type DeviceRecord, type DeviceRow } from './devices';

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

/** Reads and writes a contended update may take before it gives up. */
const MAX_WRITE_ATTEMPTS = 20;

export class DeviceAdminRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: DeviceRow): Promise<void> {
    await this.db.insertInto('devices').values(row).execute();
  }

  /** Rewrites a device of the realm from its current state; undefined when there is none (or
   *  `change` answers undefined, leaving it as it is). The write lands only on the state that was
   *  read (compare-and-set on the changed columns), and is made again from a fresh read when
   *  another writer got there first: an avatar's status report and an administrator's command never
   *  lose each other, on SQLite and on PostgreSQL alike. */
  async update(
    realmId: string,
    id: string,
    change: (device: DeviceRecord) => DeviceChange | undefined,
    /** touch: false for changes that are not an administrator's (status reports): modifiedAt stays. */
    options: { touch?: boolean; now?: number } = {},
  ): Promise<DeviceRecord | undefined> {
    for (let attempt = 0; ; attempt += 1) {
      const row = await deviceRowOfRealm(this.db, realmId, id);
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
      const written = await this.db
        .updateTable('devices')
        .set(set)
        .where('id', '=', id)
        .where('aspects', '=', row.aspects)
        .where('config', '=', row.config)
        .where('health_status', '=', row.health_status)
        .where('enabled', '=', row.enabled)
        .executeTakeFirst();
      if (Number(written.numUpdatedRows) > 0) return { ...current, ...toDeviceRecord({ ...row, ...set } as DeviceRow) };
      if (attempt >= MAX_WRITE_ATTEMPTS) throw new Error(`Device ${id} kept changing under an update`);
    }
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
