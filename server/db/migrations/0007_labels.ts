/** Labels and hierarchies (spec 3 §3.3, §7.2): labels with the objects they are attached to, a
 *  hierarchy's tree as JSON with a row per label at a leaf (so "is this label used in a hierarchy"
 *  is an index lookup), and the device index the camera search pages through by name. */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('labels')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('labels_realm_name').on('labels').columns(['realm_id', 'name']).execute();

  await db.schema
    .createTable('label_objects')
    .addColumn('label_id', 'varchar(64)', (c) => c.notNull().references('labels.id').onDelete('cascade'))
    .addColumn('object_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('label_objects_pk', ['label_id', 'object_id'])
    .execute();
  await db.schema
    .createIndex('label_objects_realm_object')
    .on('label_objects')
    .columns(['realm_id', 'object_id', 'label_id'])
    .execute();

  await db.schema
    .createTable('hierarchies')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('root', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('hierarchies_realm_name_key')
    .unique()
    .on('hierarchies')
    .columns(['realm_id', 'name_key'])
    .execute();

  await db.schema
    .createTable('hierarchy_labels')
    .addColumn('hierarchy_id', 'varchar(64)', (c) => c.notNull().references('hierarchies.id').onDelete('cascade'))
    .addColumn('level_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('label_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('hierarchy_labels_pk', ['hierarchy_id', 'level_id', 'label_id'])
    .execute();
  await db.schema.createIndex('hierarchy_labels_label').on('hierarchy_labels').columns(['label_id']).execute();

  await db.schema
    .createIndex('devices_realm_type_name')
    .on('devices')
    .columns(['realm_id', 'device_type', 'name', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('devices_realm_type_name').execute();
  await db.schema.dropTable('hierarchy_labels').execute();
  await db.schema.dropTable('hierarchies').execute();
  await db.schema.dropTable('label_objects').execute();
  await db.schema.dropTable('labels').execute();
}
