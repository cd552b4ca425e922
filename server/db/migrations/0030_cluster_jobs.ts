/** Work done once per cluster (issue 33): each such job (the queues of exports and archive on
 *  demand, notifications, camera tours, schedules' moment actions, audit retention) has a lease, as
 *  a camera has, so that one node at a time runs it and another takes it when that node is lost.
 *  Created on SQLite too (one node, which runs every job), where it stays unused. */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('job', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('token', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
}
