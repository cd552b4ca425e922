/** Notification policies (issue 28): a realm's policies, what each picks and where it sends as
 *  JSON (one row per policy, so a new option needs no migration), and the log of every send. */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('notification_policies')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('schedule_id', 'varchar(64)')
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('modified_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notification_policies_name')
    .on('notification_policies')
    .columns(['realm_id', 'name_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('notification_sends')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('policy_id', 'varchar(64)', (c) =>
      c.notNull().references('notification_policies.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'varchar(64)')
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('result', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('test', 'integer', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notification_sends_policy')
    .on('notification_sends')
    .columns(['policy_id', 'at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('notification_sends').execute();
  await db.schema.dropTable('notification_policies').execute();
}
