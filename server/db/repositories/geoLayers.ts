/** GIS layers of a realm and the stored files they show (spec 3 §3.5, §7.2, §7.4). A layer and its
 *  file are written and deleted together. */
import type { Kysely, Selectable } from 'kysely';
import type { GeoLayerTable, StoredFileTable } from '../geoMapSchema';
import type { Database } from '../schema';
import { parseJson } from '../json';

export interface GeoBoundsRecord {
  north: number;
  south: number;
  east: number;
  west: number;
}

export interface GeoLayerRecord {
  id: string;
  realmId: string;
  name: string;
  mime: string;
  path: string;
  uploadDate: number;
  enabled: boolean;
  bounds: GeoBoundsRecord | null;
}

export type StoredFileRecord = Pick<Selectable<StoredFileTable>, 'path' | 'mime' | 'content' | 'size'> & {
  createdAt: number;
};

const toRecord = (row: Selectable<GeoLayerTable>): GeoLayerRecord => ({
  id: row.id,
  realmId: row.realm_id,
  name: row.name,
  mime: row.mime,
  path: row.path,
  uploadDate: Number(row.upload_date),
  enabled: row.enabled === 1,
  bounds: parseJson<GeoBoundsRecord | null>(row.bounds, null),
});

export class GeoLayerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(realmId: string): Promise<GeoLayerRecord[]> {
    const rows = await this.db
      .selectFrom('geo_layers')
      .selectAll()
      .where('realm_id', '=', realmId)
      .orderBy('upload_date')
      .orderBy('id')
      .execute();
    return rows.map(toRecord);
  }

  /** Adds a layer and its file in one transaction. */
  async insert(layer: GeoLayerRecord, content: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('stored_files')
        .values({
          path: layer.path,
          realm_id: layer.realmId,
          mime: layer.mime,
          content,
          size: Buffer.byteLength(content),
          created_at: layer.uploadDate,
        })
        .execute();
      await trx
        .insertInto('geo_layers')
        .values({
          id: layer.id,
          realm_id: layer.realmId,
          name: layer.name,
          mime: layer.mime,
          path: layer.path,
          upload_date: layer.uploadDate,
          enabled: layer.enabled ? 1 : 0,
          bounds: layer.bounds ? JSON.stringify(layer.bounds) : null,
        })
        .execute();
    });
  }

  /** Changes a layer's name and enabled flag; false when the realm has no such layer. */
  async update(realmId: string, id: string, change: { name: string; enabled: boolean }): Promise<boolean> {
    const result = await this.db
      .updateTable('geo_layers')
      .set({ name: change.name, enabled: change.enabled ? 1 : 0 })
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Deletes a layer and its file; false when the realm has no such layer. */
  async delete(realmId: string, id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('geo_layers')
        .select('path')
        .where('realm_id', '=', realmId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return false;
      await trx.deleteFrom('geo_layers').where('id', '=', id).execute();
      await trx.deleteFrom('stored_files').where('realm_id', '=', realmId).where('path', '=', row.path).execute();
      return true;
    });
  }

  /** The realm's stored files among `paths`. */
  async files(realmId: string, paths: readonly string[]): Promise<StoredFileRecord[]> {
    if (paths.length === 0) return [];
    const rows = await this.db
      .selectFrom('stored_files')
      .select(['path', 'mime', 'content', 'size', 'created_at'])
      .where('realm_id', '=', realmId)
      .where('path', 'in', [...paths])
      .execute();
    return rows.map((r) => ({
      path: r.path,
      mime: r.mime,
      content: r.content,
      size: r.size,
      createdAt: Number(r.created_at),
    }));
  }
}
