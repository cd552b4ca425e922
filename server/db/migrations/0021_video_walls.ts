/** Video walls (spec 3 §2.12; issue 30): a realm's walls with their displays' names and content and
 *  their presets as JSON; the pairings a wall display page started and an administrator may accept;
 *  and each paired display's token (kept as its SHA-256 only, revoked by deleting the row). */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('video_walls')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull())
    .addColumn('columns', 'integer', (c) => c.notNull())
    .addColumn('displays', 'text', (c) => c.notNull())
    .addColumn('presets', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('video_walls_realm').on('video_walls').columns(['realm_id', 'name']).execute();
  await db.schema
    .createTable('wall_pairings')
    .addColumn('code', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('realm_id', 'varchar(64)', (c) => c.references('realms.id').onDelete('cascade'))
    .addColumn('wall_id', 'varchar(64)', (c) => c.references('video_walls.id').onDelete('cascade'))
    .addColumn('display_index', 'integer')
    .addColumn('accepted_by', 'varchar(64)')
    .execute();
  await db.schema
    .createTable('wall_display_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('wall_id', 'varchar(64)', (c) => c.notNull().references('video_walls.id').onDelete('cascade'))
    .addColumn('display_index', 'integer', (c) => c.notNull())
    .addColumn('paired_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wall_display_tokens_display')
    .on('wall_display_tokens')
    .columns(['wall_id', 'display_index'])
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('wall_display_tokens').execute();
  await db.schema.dropTable('wall_pairings').execute();
  await db.schema.dropTable('video_walls').execute();
}
