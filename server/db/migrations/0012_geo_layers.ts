/** The geographic map (spec 3 §3.5, §7.1–§7.4): GIS layers and the stored files they show, zones
 *  drawn on the map, and target reports (the last positions form tracks; the archive reads them
 *  by time). */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('stored_files')
    .addColumn('path', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('mime', 'varchar(64)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('geo_layers')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime', 'varchar(64)', (c) => c.notNull())
    .addColumn('path', 'varchar(255)', (c) => c.notNull())
    .addColumn('upload_date', 'bigint', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('bounds', 'text')
    .execute();
  await db.schema.createIndex('geo_layers_realm').on('geo_layers').columns(['realm_id', 'upload_date']).execute();

  await db.schema
    .createTable('geo_zones')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('color', 'varchar(16)', (c) => c.notNull())
    .addColumn('fill_color', 'varchar(16)', (c) => c.notNull())
    .addColumn('fill_opacity', 'real', (c) => c.notNull())
    .addColumn('geometry', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('geo_zones_realm').on('geo_zones').columns(['realm_id']).execute();

  await db.schema
    .createTable('target_reports')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('target_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('type', 'varchar(64)')
    .addColumn('risk', 'varchar(64)')
    .addColumn('classification', 'varchar(64)')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('witnesses', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('modified_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('target_reports_realm_time')
    .on('target_reports')
    .columns(['realm_id', 'modified_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('target_reports').execute();
  await db.schema.dropTable('geo_zones').execute();
  await db.schema.dropTable('geo_layers').execute();
  await db.schema.dropTable('stored_files').execute();
}
