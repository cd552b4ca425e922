/** The platform as a cluster of nodes on one PostgreSQL (issue 33): the nodes that registered and
 *  their heartbeats, each camera's recording lease (its holder, its expiry and a fencing token that
 *  only grows), and the node each archive segment was recorded by (its file lives on that node). */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('cluster_nodes')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('url', 'varchar(1024)', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addColumn('pinned', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('heartbeat_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('camera_leases')
    .addColumn('camera_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('token', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  // Null: recorded by the one node there was before the cluster (and always on SQLite).
  await db.schema.alterTable('archive_segments').addColumn('node_id', 'varchar(64)').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('archive_segments').dropColumn('node_id').execute();
  await db.schema.dropTable('camera_leases').execute();
  await db.schema.dropTable('cluster_nodes').execute();
}
