/** Camera tours (spec 3 §3.6: name, enabled, steps of cameraId, cameraPreset, delay, name; issue 28):
 *  a realm's tours with their steps in order as JSON, and whether the tour is running, so a restart
 *  resumes the patrols that were on. */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('camera_tours')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('running', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('steps', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('camera_tours_realm').on('camera_tours').columns(['realm_id', 'name']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('camera_tours').execute();
}
