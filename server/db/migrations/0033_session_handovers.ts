/** Session hand-overs (issue 33): the one-time tokens a browser console keeps from its node so that
 *  another node of the cluster can sign it in when its node is lost (shared/cluster/sessionHandover).
 *  By the token's hash, several a session (each of its tabs keeps its own); a token is deleted when
 *  traded or past its expiry. Created on SQLite too, where a console never has another node to go to. */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('session_handovers')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('session_handovers_session').on('session_handovers').column('session_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('session_handovers').execute();
}
