/** Zones and sets (spec 3 §3.6): labels of type ZONE and SET whose objects are the devices they
 *  scope, so the label list, the camera search and the policy engine all read one table. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, LabelTable } from '../schema';

export type ScopeType = 'ZONE' | 'SET';
export type ScopeRow = Selectable<LabelTable>;

export class DeviceScopeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  list(realmId: string, type: ScopeType): Promise<ScopeRow[]> {
    return this.db
      .selectFrom('labels')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('type', '=', type)
      .orderBy('name')
      .orderBy('id')
      .execute();
  }

  byId(realmId: string, type: ScopeType, id: string): Promise<ScopeRow | undefined> {
    return this.db
      .selectFrom('labels')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('type', '=', type)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Every label name of the realm: zone and set names share the labels' namespace. */
  async names(realmId: string): Promise<Array<{ id: string; name: string }>> {
    return this.db.selectFrom('labels').select(['id', 'name']).where('realm_id', '=', realmId).execute();
  }

  async devicesOf(realmId: string, ids: readonly string[]): Promise<Map<string, string[]>> {
    const result = new Map<string, string[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return result;
    const rows = await this.db
      .selectFrom('label_objects')
      .select(['label_id', 'object_id'])
      .where('realm_id', '=', realmId)
      .where('label_id', 'in', [...ids])
      .orderBy('object_id')
      .execute();
    for (const row of rows) result.get(row.label_id)?.push(row.object_id);
    return result;
  }

  /** A new zone or set with its devices. */
  async insert(row: ScopeRow, deviceIds: readonly string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('labels').values(row).execute();
      if (deviceIds.length)
        await trx
          .insertInto('label_objects')
          .values([...new Set(deviceIds)].map((d) => ({ label_id: row.id, object_id: d, realm_id: row.realm_id })))
          .execute();
    });
  }

  /** Renames and, when given, replaces the devices. */
  async update(realmId: string, id: string, name: string, deviceIds?: readonly string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('labels').set({ name }).where('realm_id', '=', realmId).where('id', '=', id).execute();
      if (deviceIds) {
        await trx.deleteFrom('label_objects').where('label_id', '=', id).execute();
        if (deviceIds.length)
          await trx
            .insertInto('label_objects')
            .values([...new Set(deviceIds)].map((d) => ({ label_id: id, object_id: d, realm_id: realmId })))
            .execute();
      }
    });
  }

  async delete(realmId: string, id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('label_objects').where('label_id', '=', id).execute();
      await trx.deleteFrom('labels').where('realm_id', '=', realmId).where('id', '=', id).execute();
    });
  }
}
