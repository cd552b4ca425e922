/** Metric time series (issue 29; spec 3 §7.1 cameraReport/avatarReport): one row per device, metric,
 *  point length (1 minute or 1 hour) and bucket start, so a report is one index range read. */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('metric_points')
    .addColumn('device_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('metric', 'varchar(32)', (c) => c.notNull())
    .addColumn('step_ms', 'integer', (c) => c.notNull())
    .addColumn('time', 'bigint', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('metric_points_pk', ['device_id', 'metric', 'step_ms', 'time'])
    .execute();
  // Pruning drops the oldest points of one length across every device.
  await db.schema.createIndex('metric_points_age').on('metric_points').columns(['step_ms', 'time']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('metric_points').execute();
}
