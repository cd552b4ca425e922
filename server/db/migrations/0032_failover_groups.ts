/** Failover groups (issue 33): the group a node belongs to (VANTAGE_NODE_GROUP). A dead node's
 *  cameras move to the live nodes of its group first (server/cluster/spreadCameras). None: the
 *  node's cameras may move to any node, as before. */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('cluster_nodes').addColumn('failover_group', 'varchar(64)').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('cluster_nodes').dropColumn('failover_group').execute();
}
