/** Video analytics (spec 3 §3.1 VAE aspect, §7 vaeConfigs; issue 32): each camera's VAE configs
 *  (template, requested fps, configuration) and the licence plates the engines read, kept to be
 *  searched ('every plate read at the gate yesterday') with the plate's crop and box. */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('vae_configs')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('device_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('template', 'varchar(32)', (c) => c.notNull())
    .addColumn('engine', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('fps', 'double precision', (c) => c.notNull())
    .addColumn('configuration', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vae_configs_device').on('vae_configs').columns(['realm_id', 'device_id']).execute();
  await db.schema
    .createTable('plate_reads')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('camera_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('time', 'bigint', (c) => c.notNull())
    .addColumn('text', 'varchar(32)', (c) => c.notNull())
    .addColumn('text_key', 'varchar(32)', (c) => c.notNull())
    .addColumn('raw_text', 'varchar(64)', (c) => c.notNull())
    .addColumn('confidence', 'double precision', (c) => c.notNull())
    .addColumn('box', 'text', (c) => c.notNull())
    .addColumn('track_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('crop', 'text', (c) => c.notNull())
    .addColumn('event_id', 'varchar(64)')
    .addColumn('watchlists', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('plate_reads_time').on('plate_reads').columns(['realm_id', 'time']).execute();
  await db.schema
    .createIndex('plate_reads_camera')
    .on('plate_reads')
    .columns(['realm_id', 'camera_id', 'time'])
    .execute();
  // One passage, one row: a read the engine sends again for the same track is not stored twice.
  await db.schema
    .createIndex('plate_reads_track')
    .on('plate_reads')
    .columns(['camera_id', 'track_id'])
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('plate_reads').execute();
  await db.schema.dropTable('vae_configs').execute();
}
