/** Access groups, policies and statements (spec 3 §3.6, §6): groups of a realm hold users and
 *  policies, policies hold statements (effect, actions, resources or all resources). Zones and sets
 *  are labels of type ZONE and SET (0007). The system-managed groups and policies are the
 *  platform's own (access/policies/systemPolicies) and are not stored. */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('access_groups')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('access_groups_realm_name_key')
    .unique()
    .on('access_groups')
    .columns(['realm_id', 'name_key'])
    .execute();

  await db.schema
    .createTable('access_policies')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('access_policies_realm_name_key')
    .unique()
    .on('access_policies')
    .columns(['realm_id', 'name_key'])
    .execute();

  await db.schema
    .createTable('access_statements')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('policy_id', 'varchar(64)', (c) => c.notNull().references('access_policies.id').onDelete('cascade'))
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)')
    .addColumn('effect', 'varchar(8)', (c) => c.notNull())
    // JSON arrays: action names, and {id, type} resources.
    .addColumn('actions', 'text', (c) => c.notNull())
    .addColumn('resources', 'text', (c) => c.notNull())
    .addColumn('all_resources', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('access_statements_policy').on('access_statements').columns(['policy_id']).execute();
  await db.schema.createIndex('access_statements_realm').on('access_statements').columns(['realm_id']).execute();

  await db.schema
    .createTable('access_group_users')
    .addColumn('group_id', 'varchar(64)', (c) => c.notNull().references('access_groups.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('access_group_users_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('access_group_users_realm_user')
    .on('access_group_users')
    .columns(['realm_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('access_group_policies')
    .addColumn('group_id', 'varchar(64)', (c) => c.notNull().references('access_groups.id').onDelete('cascade'))
    .addColumn('policy_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('access_group_policies_pk', ['group_id', 'policy_id'])
    .execute();
  await db.schema
    .createIndex('access_group_policies_policy')
    .on('access_group_policies')
    .columns(['policy_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('access_group_policies').execute();
  await db.schema.dropTable('access_group_users').execute();
  await db.schema.dropTable('access_statements').execute();
  await db.schema.dropTable('access_policies').execute();
  await db.schema.dropTable('access_groups').execute();
}
