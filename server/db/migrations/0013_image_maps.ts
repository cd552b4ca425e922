/** Image maps (spec 3 §2.11, §3.4): sets contain layers, layers contain maps (a floor plan stored
 *  as a file in the data directory, its type, size, dimensions and a revision for caching) and maps
 *  hold device objects at x,y in the plan's pixels. Every row carries its realm. */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('image_map_sets')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('image_map_sets_realm').on('image_map_sets').columns(['realm_id', 'name']).execute();

  await db.schema
    .createTable('image_map_layers')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('set_id', 'varchar(64)', (c) => c.notNull().references('image_map_sets.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('image_map_layers_set').on('image_map_layers').columns(['set_id']).execute();

  await db.schema
    .createTable('image_maps')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('layer_id', 'varchar(64)', (c) => c.notNull().references('image_map_layers.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('ord', 'integer', (c) => c.notNull())
    .addColumn('file', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('revision', 'varchar(64)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('image_maps_layer').on('image_maps').columns(['layer_id', 'ord']).execute();

  await db.schema
    .createTable('image_map_objects')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('map_id', 'varchar(64)', (c) => c.notNull().references('image_maps.id').onDelete('cascade'))
    .addColumn('object_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('x', 'double precision', (c) => c.notNull())
    .addColumn('y', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('image_map_objects_map_object')
    .unique()
    .on('image_map_objects')
    .columns(['map_id', 'object_id'])
    .execute();
  await db.schema
    .createIndex('image_map_objects_realm_object')
    .on('image_map_objects')
    .columns(['realm_id', 'object_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('image_map_objects').execute();
  await db.schema.dropTable('image_maps').execute();
  await db.schema.dropTable('image_map_layers').execute();
  await db.schema.dropTable('image_map_sets').execute();
}
