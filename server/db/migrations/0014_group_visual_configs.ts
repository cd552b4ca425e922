/** The visual configuration of groups (spec 1 §3; spec 3 §3.6): what a group's members may use in
 *  the console, combined with each member's own (shared/access/visualConfig combineVisualConfigs).
 *  Keyed by realm and group id, as the system-managed groups (Administrators, Operators) are not
 *  stored in access_groups but are configured per realm too. */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('access_group_visual_configs')
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('group_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('visual_config', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('access_group_visual_configs_pk', ['realm_id', 'group_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('access_group_visual_configs').execute();
}
