/** Zones drawn on a realm's geographic map (spec 3 §3.5). */
import type { Kysely, Selectable } from 'kysely';
import type { GeoZoneTable } from '../geoMapSchema';
import type { Database } from '../schema';
import { parseJson } from '../json';

export interface GeoZoneRecord {
  id: string;
  priority: number;
  color: string;
  fillColor: string;
  fillOpacity: number;
  geometry: unknown;
}

const toRecord = (row: Selectable<GeoZoneTable>): GeoZoneRecord => ({
  id: row.id,
  priority: row.priority,
  color: row.color,
  fillColor: row.fill_color,
  fillOpacity: Number(row.fill_opacity),
  geometry: parseJson<unknown>(row.geometry, null),
});

export class GeoZoneRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(realmId: string): Promise<GeoZoneRecord[]> {
    const rows = await this.db
      .selectFrom('geo_zones')
      .selectAll()
      .where('realm_id', '=', realmId)
      .orderBy('priority')
      .orderBy('id')
      .execute();
    return rows.map(toRecord);
  }

  /** The zone's realm, or undefined when no zone has this id. */
  async realmOf(id: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('geo_zones').select('realm_id').where('id', '=', id).executeTakeFirst();
    return row?.realm_id;
  }

  async upsert(realmId: string, zone: GeoZoneRecord, now: number): Promise<void> {
    const values = {
      priority: zone.priority,
      color: zone.color,
      fill_color: zone.fillColor,
      fill_opacity: zone.fillOpacity,
      geometry: JSON.stringify(zone.geometry),
      updated_at: now,
    };
    await this.db
      .insertInto('geo_zones')
      .values({ id: zone.id, realm_id: realmId, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
  }

  async delete(realmId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('geo_zones')
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
