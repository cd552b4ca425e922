/** What a console needs from any node of a cluster (issue 33): the cluster's key that nodes sign
 *  their requests to each other with, media tickets any node redeems (once), and PTZ locks every
 *  node honours. Created on SQLite too (one node), where they stay unused. */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('cluster_keys')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('secret', 'varchar(128)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('media_tickets')
    // A hash of the ticket: whoever reads the table cannot open a stream with what is stored.
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('session_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('camera_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('is_local', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_tickets_expiry').on('media_tickets').column('expires_at').execute();
  await db.schema
    .createTable('ptz_locks')
    .addColumn('camera_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('user_name', 'varchar(256)', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('ptz_locks').execute();
  await db.schema.dropTable('media_tickets').execute();
  await db.schema.dropTable('cluster_keys').execute();
}
