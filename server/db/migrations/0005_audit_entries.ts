/** Audit entries (events) with their witnesses, metadata and snapshots; createEvent writes them
 *  (the events area reads, filters and acknowledges them). */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('audit_entries')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('note', 'text')
    .addColumn('triggered_at', 'bigint', (c) => c.notNull())
    .addColumn('modified_at', 'bigint', (c) => c.notNull())
    .addColumn('witnesses', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('snapshots', 'text', (c) => c.notNull())
    .addColumn('acknowledged', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)')
    .execute();
  await db.schema
    .createIndex('audit_entries_realm_time')
    .on('audit_entries')
    .columns(['realm_id', 'triggered_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('audit_entries').execute();
}
