/** A realm's image maps (spec 3 §3.4): sets, layers, maps (floor plan file facts) and the device
 *  objects on them. Every query is scoped by realm; children are deleted before their parents so
 *  both databases behave alike whatever their foreign-key settings. */
import type { Kysely, Selectable } from 'kysely';
import type { ImageMapLayerTable, ImageMapObjectTable, ImageMapSetTable, ImageMapTable } from '../imageMapSchema';
import type { Database } from '../schema';

export type ImageMapSetRow = Selectable<ImageMapSetTable>;
export type ImageMapLayerRow = Selectable<ImageMapLayerTable>;
export type ImageMapRow = Selectable<ImageMapTable>;
export type ImageMapObjectRow = Selectable<ImageMapObjectTable>;

/** Everything of a realm's image maps, in display order. */
export interface ImageMapRows {
  sets: ImageMapSetRow[];
  layers: ImageMapLayerRow[];
  maps: ImageMapRow[];
  objects: ImageMapObjectRow[];
}

/** The tables whose ids are made by the client. */
export type ImageMapIdTable = 'image_map_sets' | 'image_map_layers' | 'image_maps' | 'image_map_objects';

export class ImageMapRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async inRealm(realmId: string): Promise<ImageMapRows> {
    const [sets, layers, maps, objects] = await Promise.all([
      this.db
        .selectFrom('image_map_sets')
        .selectAll()
        .where('realm_id', '=', realmId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('image_map_layers')
        .selectAll()
        .where('realm_id', '=', realmId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('image_maps')
        .selectAll()
        .where('realm_id', '=', realmId)
        .orderBy('ord')
        .orderBy('id')
        .execute(),
      this.db.selectFrom('image_map_objects').selectAll().where('realm_id', '=', realmId).orderBy('id').execute(),
    ]);
    return { sets, layers, maps, objects };
  }

  /** Whether an id is taken in any realm (ids are made by the client). */
  async idTaken(table: ImageMapIdTable, id: string): Promise<boolean> {
    const row = await this.db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  set(realmId: string, id: string): Promise<ImageMapSetRow | undefined> {
    return this.db
      .selectFrom('image_map_sets')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  layer(realmId: string, id: string): Promise<ImageMapLayerRow | undefined> {
    return this.db
      .selectFrom('image_map_layers')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  map(realmId: string, id: string): Promise<ImageMapRow | undefined> {
    return this.db
      .selectFrom('image_maps')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  object(realmId: string, id: string): Promise<ImageMapObjectRow | undefined> {
    return this.db
      .selectFrom('image_map_objects')
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The realm's sets (for name checks). */
  sets(realmId: string): Promise<ImageMapSetRow[]> {
    return this.db.selectFrom('image_map_sets').selectAll().where('realm_id', '=', realmId).execute();
  }

  layersOf(setId: string): Promise<ImageMapLayerRow[]> {
    return this.db.selectFrom('image_map_layers').selectAll().where('set_id', '=', setId).execute();
  }

  mapsOf(layerIds: readonly string[]): Promise<ImageMapRow[]> {
    if (layerIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('image_maps')
      .selectAll()
      .where('layer_id', 'in', [...layerIds])
      .execute();
  }

  objectsOf(mapId: string): Promise<ImageMapObjectRow[]> {
    return this.db.selectFrom('image_map_objects').selectAll().where('map_id', '=', mapId).execute();
  }

  async insertSet(row: ImageMapSetRow): Promise<void> {
    await this.db.insertInto('image_map_sets').values(row).execute();
  }

  async insertLayer(row: ImageMapLayerRow): Promise<void> {
    await this.db.insertInto('image_map_layers').values(row).execute();
  }

  async insertMap(row: ImageMapRow): Promise<void> {
    await this.db.insertInto('image_maps').values(row).execute();
  }

  async insertObject(row: ImageMapObjectRow): Promise<void> {
    await this.db.insertInto('image_map_objects').values(row).execute();
  }

  async updateSet(realmId: string, id: string, changes: Partial<Pick<ImageMapSetRow, 'name'>>): Promise<void> {
    await this.db
      .updateTable('image_map_sets')
      .set(changes)
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .execute();
  }

  async updateLayer(
    realmId: string,
    id: string,
    changes: Partial<Pick<ImageMapLayerRow, 'name' | 'set_id'>>,
  ): Promise<void> {
    await this.db
      .updateTable('image_map_layers')
      .set(changes)
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .execute();
  }

  async updateMap(realmId: string, id: string, changes: Partial<Omit<ImageMapRow, 'id' | 'realm_id'>>): Promise<void> {
    await this.db.updateTable('image_maps').set(changes).where('realm_id', '=', realmId).where('id', '=', id).execute();
  }

  async updateObject(
    realmId: string,
    id: string,
    changes: Partial<Pick<ImageMapObjectRow, 'map_id' | 'x' | 'y'>>,
  ): Promise<void> {
    await this.db
      .updateTable('image_map_objects')
      .set(changes)
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .execute();
  }

  /** Deletes maps with their objects. */
  async deleteMaps(realmId: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .deleteFrom('image_map_objects')
      .where('realm_id', '=', realmId)
      .where('map_id', 'in', [...ids])
      .execute();
    await this.db
      .deleteFrom('image_maps')
      .where('realm_id', '=', realmId)
      .where('id', 'in', [...ids])
      .execute();
  }

  /** Deletes layers with their maps and objects. */
  async deleteLayers(realmId: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const maps = await this.mapsOf(ids);
    await this.deleteMaps(
      realmId,
      maps.map((m) => m.id),
    );
    await this.db
      .deleteFrom('image_map_layers')
      .where('realm_id', '=', realmId)
      .where('id', 'in', [...ids])
      .execute();
  }

  /** Deletes a set with its layers, maps and objects. */
  async deleteSet(realmId: string, id: string): Promise<void> {
    const layers = await this.layersOf(id);
    await this.deleteLayers(
      realmId,
      layers.map((l) => l.id),
    );
    await this.db.deleteFrom('image_map_sets').where('realm_id', '=', realmId).where('id', '=', id).execute();
  }

  async deleteObject(realmId: string, id: string): Promise<void> {
    await this.db.deleteFrom('image_map_objects').where('realm_id', '=', realmId).where('id', '=', id).execute();
  }
}
