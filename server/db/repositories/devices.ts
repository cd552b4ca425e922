/** Devices of a realm (cameras, sensors, gateways, avatars) with their aspects. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, DeviceTable } from '../schema';
import { parseJson } from '../json';

export type DeviceRow = Selectable<DeviceTable>;

export interface AspectRecord {
  id: string;
  type: string;
  name: string;
  enabled: boolean;
  [field: string]: unknown;
}

export interface DeviceRecord {
  id: string;
  realmId: string;
  name: string;
  deviceType: string;
  enabled: boolean;
  healthStatus: string;
  parentId: string | null;
  aspects: AspectRecord[];
  config: Record<string, unknown>;
  position: { lat: number; lng: number; alt?: number } | null;
  createdAt: number;
  modifiedAt: number;
}

/** The stored row of one device of a realm, or undefined when the realm has no such device; `db`
 *  may be a transaction, so a read-then-write reads inside it. */
export function deviceRowOfRealm(db: Kysely<Database>, realmId: string, id: string): Promise<DeviceRow | undefined> {
  return db.selectFrom('devices').selectAll().where('id', '=', id).where('realm_id', '=', realmId).executeTakeFirst();
}

export function toDeviceRecord(row: DeviceRow): DeviceRecord {
  return {
    id: row.id,
    realmId: row.realm_id,
    name: row.name,
    deviceType: row.device_type,
    enabled: row.enabled === 1,
    healthStatus: row.health_status,
    parentId: row.parent_id,
    aspects: parseJson<AspectRecord[]>(row.aspects, []),
    config: parseJson<Record<string, unknown>>(row.config, {}),
    position: parseJson(row.position, null),
    createdAt: row.created_at,
    modifiedAt: row.modified_at,
  };
}

export class DeviceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Adds devices in one statement. */
  async insertMany(rows: readonly DeviceRow[]): Promise<void> {
    if (rows.length)
      await this.db
        .insertInto('devices')
        .values([...rows])
        .execute();
  }

  async inRealm(realmId: string): Promise<DeviceRecord[]> {
    const rows = await this.db
      .selectFrom('devices')
      .selectAll()
      .where('realm_id', '=', realmId)
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map(toDeviceRecord);
  }

  /** The devices of the realm among `ids` (unknown ids and other realms' devices are left out). */
  async byIds(realmId: string, ids: readonly string[]): Promise<DeviceRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('devices')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('id', 'in', [...ids])
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map(toDeviceRecord);
  }

  /** Devices with at least one aspect of the given types (case-insensitive: Media, media …). */
  async byAspectTypes(realmId: string, types: string[]): Promise<DeviceRecord[]> {
    const wanted = new Set(types.map((t) => t.toLowerCase()));
    return (await this.inRealm(realmId)).filter((d) => d.aspects.some((a) => wanted.has(a.type.toLowerCase())));
  }

  /** A camera for a caller of `realmId`: a camera of another realm is reported exactly like a
   *  missing one, so a user of one realm never learns of, or reaches, another realm's cameras. */
  async cameraOfRealm(realmId: string, cameraId: string): Promise<DeviceRecord | undefined> {
    const row = await this.db
      .selectFrom('devices')
      .selectAll()
      .where('id', '=', cameraId)
      .where('realm_id', '=', realmId)
      .where('device_type', '=', 'camera')
      .executeTakeFirst();
    return row ? toDeviceRecord(row) : undefined;
  }

  /** The cameras of the realm among `ids`. */
  async camerasOfRealm(realmId: string, ids: readonly string[]): Promise<DeviceRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('devices')
      .selectAll()
      .where('id', 'in', [...ids])
      .where('realm_id', '=', realmId)
      .where('device_type', '=', 'camera')
      .execute();
    return rows.map(toDeviceRecord);
  }

  /** Any device by id, whatever its realm (for checks that have already scoped the caller). */
  async byId(id: string): Promise<DeviceRecord | undefined> {
    const row = await this.db.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toDeviceRecord(row) : undefined;
  }

  /** The realm a camera belongs to, or undefined when there is no such camera. */
  async realmOfCamera(cameraId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('devices')
      .select('realm_id')
      .where('id', '=', cameraId)
      .where('device_type', '=', 'camera')
      .executeTakeFirst();
    return row?.realm_id;
  }

  /** Rewrites a device's config in one transaction, so concurrent changes never lose each other. */
  async updateConfig(id: string, change: (config: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const config = change(toDeviceRecord(row).config);
      await trx
        .updateTable('devices')
        .set({ config: JSON.stringify(config), modified_at: Date.now() })
        .where('id', '=', id)
        .execute();
    });
  }

  /** Every camera of every realm by id (the media pipeline runs them all); enabled ones only when asked. */
  async allCameras(options: { enabledOnly?: boolean } = {}): Promise<DeviceRecord[]> {
    let query = this.db.selectFrom('devices').selectAll().where('device_type', '=', 'camera');
    if (options.enabledOnly) query = query.where('enabled', '=', 1);
    const rows = await query.orderBy('id').execute();
    return rows.map(toDeviceRecord);
  }

  /** Every avatar of every realm by id (the metrics sample them all). */
  async allAvatars(): Promise<DeviceRecord[]> {
    const rows = await this.db
      .selectFrom('devices')
      .selectAll()
      .where('device_type', '=', 'avatar')
      .orderBy('id')
      .execute();
    return rows.map(toDeviceRecord);
  }

  async setHealth(id: string, status: string): Promise<void> {
    await this.db.updateTable('devices').set({ health_status: status }).where('id', '=', id).execute();
  }
}
