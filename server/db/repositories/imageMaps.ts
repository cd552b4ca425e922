/** A realm's image maps (spec 3 §3.4): sets, layers, maps (floor plan file facts) and the device
 *  objects on them. The four levels are written alike, so each step (find, list the level below,
 *  insert, update, delete) is one function taking the level. Every query is scoped by realm; a
 *  delete takes the levels below with it, children before their parents, so both databases behave
 *  alike whatever their foreign-key settings. */
import type { Kysely, Selectable } from 'kysely';
import type { ImageMapLayerTable, ImageMapObjectTable, ImageMapSetTable, ImageMapTable } from '../imageMapSchema';
import type { Database } from '../schema';

export type ImageMapSetRow = Selectable<ImageMapSetTable>;
export type ImageMapLayerRow = Selectable<ImageMapLayerTable>;
export type ImageMapRow = Selectable<ImageMapTable>;
export type ImageMapObjectRow = Selectable<ImageMapObjectTable>;

/** The levels of a realm's image maps, top down. */
export type ImageMapLevel = 'set' | 'layer' | 'map' | 'object';

/** A row of each level. */
export interface ImageMapLevelRows {
  set: ImageMapSetRow;
  layer: ImageMapLayerRow;
  map: ImageMapRow;
  object: ImageMapObjectRow;
}

/** What an update may change at a level: a row's id and realm never change. */
export type ImageMapChanges<L extends ImageMapLevel> = Partial<Omit<ImageMapLevelRows[L], 'id' | 'realm_id'>>;

/** The levels that hold another, and the level they hold. */
export type ImageMapParentLevel = 'set' | 'layer' | 'map';
type ChildLevel<L extends ImageMapParentLevel> = L extends 'set' ? 'layer' : L extends 'layer' ? 'map' : 'object';

/** Everything of a realm's image maps, in display order. */
export interface ImageMapRows {
  sets: ImageMapSetRow[];
  layers: ImageMapLayerRow[];
  maps: ImageMapRow[];
  objects: ImageMapObjectRow[];
}

const TABLES = {
  set: 'image_map_sets',
  layer: 'image_map_layers',
  map: 'image_maps',
  object: 'image_map_objects',
} as const satisfies Record<ImageMapLevel, keyof Database>;

/** The level each level holds, and the column of the held rows that names their parent. */
const CHILDREN = {
  set: { level: 'layer', parentColumn: 'set_id' },
  layer: { level: 'map', parentColumn: 'layer_id' },
  map: { level: 'object', parentColumn: 'map_id' },
} as const satisfies Record<ImageMapParentLevel, { level: ImageMapLevel; parentColumn: string }>;

/** The four tables as one table shape, for the queries every level shares: each row has its id and
 *  realm, and the held levels name their parent. `table()` gives a level's real table name. */
interface LevelTable {
  id: string;
  realm_id: string;
  set_id: string;
  layer_id: string;
  map_id: string;
}
interface LevelDatabase {
  level: LevelTable;
}
const table = (level: ImageMapLevel) => TABLES[level] as unknown as 'level';

export class ImageMapRepository {
  private readonly levels: Kysely<LevelDatabase>;

  constructor(private readonly db: Kysely<Database>) {
    this.levels = db as unknown as Kysely<LevelDatabase>;
  }

  async inRealm(realmId: string): Promise<ImageMapRows> {
    const [sets, layers, maps, objects] = await Promise.all([
      this.inMadeOrder('image_map_sets', realmId),
      this.inMadeOrder('image_map_layers', realmId),
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

  /** The realm's sets or layers in the order they were made (the tabs' order). */
  private inMadeOrder<T extends 'image_map_sets' | 'image_map_layers'>(tableName: T, realmId: string) {
    return this.db
      .selectFrom(tableName as 'image_map_sets')
      .selectAll()
      .where('realm_id', '=', realmId)
      .orderBy('created_at')
      .orderBy('id')
      .execute() as Promise<Selectable<Database[T]>[]>;
  }

  /** The realm's sets (for name checks). */
  sets(realmId: string): Promise<ImageMapSetRow[]> {
    return this.db.selectFrom('image_map_sets').selectAll().where('realm_id', '=', realmId).execute();
  }

  /** Whether an id is taken at a level in any realm (ids are made by the client). */
  async idTaken(level: ImageMapLevel, id: string): Promise<boolean> {
    const row = await this.levels.selectFrom(table(level)).select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  /** A row of the realm at a level. */
  async find<L extends ImageMapLevel>(
    level: L,
    realmId: string,
    id: string,
  ): Promise<ImageMapLevelRows[L] | undefined> {
    const row = await this.levels
      .selectFrom(table(level))
      .selectAll()
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row as ImageMapLevelRows[L] | undefined;
  }

  /** The rows the given rows of a level hold (a set's layers, a layer's maps, a map's objects). */
  async children<L extends ImageMapParentLevel>(
    level: L,
    realmId: string,
    parentIds: readonly string[],
  ): Promise<Array<ImageMapLevelRows[ChildLevel<L>]>> {
    if (parentIds.length === 0) return [];
    const { level: child, parentColumn } = CHILDREN[level];
    const rows = await this.levels
      .selectFrom(table(child))
      .selectAll()
      .where('realm_id', '=', realmId)
      .where(parentColumn, 'in', [...parentIds])
      .execute();
    return rows as unknown as Array<ImageMapLevelRows[ChildLevel<L>]>;
  }

  async insert<L extends ImageMapLevel>(level: L, row: ImageMapLevelRows[L]): Promise<void> {
    await this.levels
      .insertInto(table(level))
      .values(row as unknown as LevelTable)
      .execute();
  }

  async update<L extends ImageMapLevel>(
    level: L,
    realmId: string,
    id: string,
    changes: ImageMapChanges<L>,
  ): Promise<void> {
    await this.levels
      .updateTable(table(level))
      .set(changes as Partial<LevelTable>)
      .where('realm_id', '=', realmId)
      .where('id', '=', id)
      .execute();
  }

  /** Deletes rows of a level with everything they hold. */
  async delete(level: ImageMapLevel, realmId: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    if (level !== 'object') {
      const held = await this.children(level, realmId, ids);
      await this.delete(
        CHILDREN[level].level,
        realmId,
        held.map((row) => row.id),
      );
    }
    await this.levels
      .deleteFrom(table(level))
      .where('realm_id', '=', realmId)
      .where('id', 'in', [...ids])
      .execute();
  }
}
