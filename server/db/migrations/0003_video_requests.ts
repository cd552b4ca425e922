/** Video requests: exports (download jobs) and archive-on-demand requests, with their status,
 *  progress and produced files. */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('video_requests')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('device_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('avatar_id', 'varchar(64)')
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(64)')
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('stream_number', 'integer', (c) => c.notNull())
    .addColumn('is_private', 'integer', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('files', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('downloaded', 'bigint', (c) => c.notNull())
    .addColumn('eta', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('expired_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('video_requests_realm')
    .on('video_requests')
    .columns(['realm_id', 'kind', 'updated_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('video_requests').execute();
}
