/** Watchlists (spec 3 §2.12; issue 32): a realm's License Plate and Facial lists with what a hit
 *  raises and on which cameras, sets and zones, and their entries (a plate, or enrolled face
 *  photos; a name, notes and a validity window). */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('watchlists')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('action', 'varchar(16)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('camera_ids', 'text', (c) => c.notNull())
    .addColumn('set_ids', 'text', (c) => c.notNull())
    .addColumn('zone_ids', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('watchlists_realm').on('watchlists').columns(['realm_id', 'kind', 'name']).execute();
  await db.schema
    .createTable('watchlist_entries')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('watchlist_id', 'varchar(64)', (c) => c.notNull().references('watchlists.id').onDelete('cascade'))
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('plate', 'varchar(32)')
    .addColumn('plate_key', 'varchar(32)')
    .addColumn('plate_text', 'varchar(32)')
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'bigint')
    .addColumn('valid_to', 'bigint')
    .addColumn('photos', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('watchlist_entries_plate')
    .on('watchlist_entries')
    .columns(['realm_id', 'plate_key'])
    .execute();
  await db.schema
    .createIndex('watchlist_entries_list')
    .on('watchlist_entries')
    .columns(['watchlist_id', 'name'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('watchlist_entries').execute();
  await db.schema.dropTable('watchlists').execute();
}
