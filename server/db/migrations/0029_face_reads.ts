/** Faces the engines saw (issue 32: non-matches are searchable): one row per face passage in front
 *  of a camera, matched or not, with the face's crop, the nearest enrolled person and their
 *  distance, kept to be searched by camera and time range as plate reads are. */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('face_reads')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('camera_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('time', 'bigint', (c) => c.notNull())
    .addColumn('track_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('box', 'text', (c) => c.notNull())
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('crop', 'text', (c) => c.notNull())
    .addColumn('nearest_name', 'varchar(255)')
    .addColumn('nearest_distance', 'double precision')
    .addColumn('match_distance', 'double precision', (c) => c.notNull())
    .addColumn('matched', 'integer', (c) => c.notNull())
    .addColumn('event_id', 'varchar(64)')
    .addColumn('watchlists', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('face_reads_time').on('face_reads').columns(['realm_id', 'time']).execute();
  await db.schema
    .createIndex('face_reads_camera')
    .on('face_reads')
    .columns(['realm_id', 'camera_id', 'time'])
    .execute();
  // One passage, one row: a passage given out again is not stored (nor raised) twice.
  await db.schema
    .createIndex('face_reads_track')
    .on('face_reads')
    .columns(['camera_id', 'track_id'])
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('face_reads').execute();
}
