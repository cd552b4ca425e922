/** The stream metadata kept with the archive (issue 31 analytics overlay; spec 2 §3 stream message
 *  metadata list): one row per camera and about a second of messages (motion regions, analytics
 *  boxes), packed, so archive playback reads a range of a camera by its index. */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('video_metadata')
    .addColumn('camera_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('start_ms', 'bigint', (c) => c.notNull())
    .addColumn('end_ms', 'bigint', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('video_metadata_time').on('video_metadata').columns(['camera_id', 'start_ms']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('video_metadata').execute();
}
