/** Avatar administration (spec 3 §3.1 Avatar aspect, §7.2 activateAvatar and avatar API keys):
 *  avatars waiting for activation by the key they show, and the API keys of activated avatars
 *  (hashes only). */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('pending_avatars')
    .addColumn('activation_key', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('serial', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('software_version', 'varchar(64)')
    .addColumn('announced_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('device_id', 'varchar(64)')
    .addColumn('issued_key', 'varchar(128)')
    .execute();

  await db.schema
    .createTable('avatar_api_keys')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('realm_id', 'varchar(64)', (c) => c.notNull().references('realms.id').onDelete('cascade'))
    .addColumn('avatar_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('key_prefix', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('avatar_api_keys_avatar')
    .on('avatar_api_keys')
    .columns(['realm_id', 'avatar_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('avatar_api_keys').execute();
  await db.schema.dropTable('pending_avatars').execute();
}
