/** Users administration, realm settings and the user audit (spec 3 §3.6, §7.2; spec 1 §2.5 Access →
 *  Audit): a user's sendNotification flag, and the user audit — logins, failed logins, lockouts
 *  and every administrative change with who and when — in a table of its own, so the event lists
 *  every operator reads never carry it. Realm settings themselves are JSON and need no column. */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('send_notification', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('user_audit')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(64)')
    .addColumn('actor_name', 'varchar(255)')
    .addColumn('target_type', 'varchar(32)')
    .addColumn('target_id', 'varchar(64)')
    .addColumn('target_name', 'varchar(255)')
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('address', 'varchar(64)')
    .execute();
  await db.schema.createIndex('user_audit_realm_at').on('user_audit').columns(['realm_id', 'at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('user_audit').execute();
  await db.schema.alterTable('users').dropColumn('send_notification').execute();
}
