/** Looks up a camera for a caller: a camera of another realm is reported exactly like a
 *  missing one, so a user of one realm never learns of, or reaches, another realm's cameras. */
import type { Kysely } from 'kysely';
import { toDeviceRecord, type DeviceRecord } from '../db/repositories/devices';
import type { Database } from '../db/schema';

export async function cameraOfRealm(
  db: Kysely<Database>,
  realmId: string,
  cameraId: string,
): Promise<DeviceRecord | undefined> {
  const row = await db
    .selectFrom('devices')
    .selectAll()
    .where('id', '=', cameraId)
    .where('realm_id', '=', realmId)
    .where('device_type', '=', 'camera')
    .executeTakeFirst();
  return row ? toDeviceRecord(row) : undefined;
}

/** Ids among `ids` that are cameras of the realm. */
export async function camerasOfRealm(db: Kysely<Database>, realmId: string, ids: string[]): Promise<DeviceRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('devices')
    .selectAll()
    .where('id', 'in', ids)
    .where('realm_id', '=', realmId)
    .where('device_type', '=', 'camera')
    .execute();
  return rows.map(toDeviceRecord);
}
