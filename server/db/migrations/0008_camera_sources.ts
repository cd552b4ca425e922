/** Camera administration (spec 3 §3.1 storageConfig, §7.1 storagePools and cameraLog): the
 *  realm's storage pools with their retention (ttlHours), and each camera's log of what was done
 *  to it (created, changed, enabled, disabled, probed, imported) and how its health went. */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('storage_pools')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('ttl_hours', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('storage_pools_realm').on('storage_pools').columns(['realm_id', 'name']).execute();

  await db.schema
    .createTable('camera_log')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('device_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_name', 'varchar(255)')
    .addColumn('message', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('camera_log_device_at')
    .on('camera_log')
    .columns(['realm_id', 'device_id', 'at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('camera_log').execute();
  await db.schema.dropTable('storage_pools').execute();
}
