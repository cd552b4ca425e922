/** Cloud archive coverage: spans of recorded video the cloud holds for cameras whose recording
 *  mode does not upload everything (filled by archive-on-demand). */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('cloud_spans')
    .addColumn('camera_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('stream', 'integer', (c) => c.notNull())
    .addColumn('start_ms', 'bigint', (c) => c.notNull())
    .addColumn('end_ms', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('cloud_spans_pk', ['camera_id', 'stream', 'start_ms'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('cloud_spans').execute();
}
