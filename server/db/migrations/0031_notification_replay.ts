/** Notifications not lost across a lease gap (issue 33): the events the notifications job has
 *  handled (notified_events, one row per event whose category and witnesses a policy matched,
 *  written under the job's lease before anything is sent), and how far the job's node had been
 *  listening (notification_watermark, written each round under the lease). A node that takes the
 *  job replays the events since the watermark that have no row, so an event raised while no node
 *  held the lease is notified once. Created on SQLite too (one node, no gap), where it stays
 *  unused. */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('notified_events')
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('token', 'bigint', (c) => c.notNull())
    .addColumn('handled_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notified_events_pk', ['realm_id', 'event_id'])
    .execute();
  await db.schema.createIndex('notified_events_handled_at').on('notified_events').column('handled_at').execute();
  await db.schema
    .createTable('notification_watermark')
    .addColumn('job', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('handled_until', 'bigint', (c) => c.notNull())
    .execute();
  // The replay reads a realm's events by the time they were recorded (modified_at).
  await db.schema
    .createIndex('audit_entries_realm_modified')
    .on('audit_entries')
    .columns(['realm_id', 'modified_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('audit_entries_realm_modified').execute();
  await db.schema.dropTable('notification_watermark').execute();
  await db.schema.dropTable('notified_events').execute();
}
