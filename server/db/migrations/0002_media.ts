/** The media archive index: segment files per camera stream, one row per recorded fragment
 *  (byte range of a segment file) and the merged spans that coverage and boundaries read. */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('archive_segments')
    .addColumn('id', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('camera_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('stream', 'integer', (c) => c.notNull())
    .addColumn('file', 'varchar(512)', (c) => c.notNull())
    .addColumn('init_file', 'varchar(512)', (c) => c.notNull())
    .addColumn('codec', 'varchar(64)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('origin_ms', 'bigint', (c) => c.notNull())
    .addColumn('start_ms', 'bigint', (c) => c.notNull())
    .addColumn('end_ms', 'bigint', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('closed', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('archive_segments_stream')
    .on('archive_segments')
    .columns(['camera_id', 'stream', 'start_ms'])
    .execute();

  await db.schema
    .createTable('archive_fragments')
    .addColumn('segment_id', 'varchar(128)', (c) => c.notNull().references('archive_segments.id').onDelete('cascade'))
    .addColumn('byte_offset', 'bigint', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('camera_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('stream', 'integer', (c) => c.notNull())
    .addColumn('start_ms', 'bigint', (c) => c.notNull())
    .addColumn('end_ms', 'bigint', (c) => c.notNull())
    .addColumn('is_key', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('archive_fragments_pk', ['segment_id', 'byte_offset'])
    .execute();
  await db.schema
    .createIndex('archive_fragments_time')
    .on('archive_fragments')
    .columns(['camera_id', 'stream', 'start_ms'])
    .execute();

  await db.schema
    .createTable('archive_spans')
    .addColumn('camera_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('stream', 'integer', (c) => c.notNull())
    .addColumn('start_ms', 'bigint', (c) => c.notNull())
    .addColumn('end_ms', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('archive_spans_pk', ['camera_id', 'stream', 'start_ms'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['archive_spans', 'archive_fragments', 'archive_segments']) {
    await db.schema.dropTable(table).execute();
  }
}
