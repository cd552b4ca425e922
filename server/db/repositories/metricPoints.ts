/** The metric time series (issue 29, migration 0019): points written and replaced per bucket, read
 *  per device and metric over a range, and the oldest of each point length deleted. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

export interface MetricPointRow {
  deviceId: string;
  metric: string;
  stepMs: number;
  /** Bucket start, ms since the epoch. */
  time: number;
  value: number;
}

/** Rows one insert statement carries (SQLite allows 32 766 bound values; five per row). */
const ROWS_PER_INSERT = 500;

export class MetricPointRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Writes the points; a point already stored for the same bucket is replaced. */
  async put(points: readonly MetricPointRow[]): Promise<void> {
    for (let at = 0; at < points.length; at += ROWS_PER_INSERT) {
      const rows = points.slice(at, at + ROWS_PER_INSERT).map((p) => ({
        device_id: p.deviceId,
        metric: p.metric,
        step_ms: p.stepMs,
        time: p.time,
        value: p.value,
      }));
      await this.db
        .insertInto('metric_points')
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(['device_id', 'metric', 'step_ms', 'time'])
            .doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
        )
        .execute();
    }
  }

  /** One device's points of one metric and length with from <= time < to, oldest first. */
  async range(deviceId: string, metric: string, stepMs: number, from: number, to: number): Promise<MetricPointRow[]> {
    const rows = await this.db
      .selectFrom('metric_points')
      .select(['time', 'value'])
      .where('device_id', '=', deviceId)
      .where('metric', '=', metric)
      .where('step_ms', '=', stepMs)
      .where('time', '>=', from)
      .where('time', '<', to)
      .orderBy('time')
      .execute();
    return rows.map((r) => ({ deviceId, metric, stepMs, time: Number(r.time), value: Number(r.value) }));
  }

  /** Every device's points of one length with from <= time < to (what a coarser bucket folds). */
  async allInRange(stepMs: number, from: number, to: number): Promise<MetricPointRow[]> {
    const rows = await this.db
      .selectFrom('metric_points')
      .selectAll()
      .where('step_ms', '=', stepMs)
      .where('time', '>=', from)
      .where('time', '<', to)
      .execute();
    return rows.map((r) => ({
      deviceId: r.device_id,
      metric: r.metric,
      stepMs,
      time: Number(r.time),
      value: Number(r.value),
    }));
  }

  /** Folds the `fromStep` points with from <= time < to into one `toStep` point per device, metric
   *  and bucket, in the database: `folds` names the metrics folded by each SQL aggregate. A bucket
   *  folded again (a restart) is replaced. `to` and `from` are multiples of `toStep`. */
  async rollUp(
    fromStep: number,
    toStep: number,
    from: number,
    to: number,
    folds: Readonly<Record<'sum' | 'avg' | 'max' | 'min', readonly string[]>>,
  ): Promise<void> {
    // A literal (a trusted number): bound parameters would be REAL in SQLite and untyped in PostgreSQL,
    // where the bucket must be whole-number division.
    const step = sql.raw(String(Math.trunc(toStep)));
    const bucket = sql<number>`(${sql.ref('time')} / ${step}) * ${step}`;
    for (const [aggregate, metrics] of Object.entries(folds) as Array<[keyof typeof folds, readonly string[]]>) {
      if (metrics.length === 0) continue;
      await this.db
        .insertInto('metric_points')
        .columns(['device_id', 'metric', 'step_ms', 'time', 'value'])
        .expression((eb) =>
          eb
            .selectFrom('metric_points')
            .select((s) => [
              'device_id',
              'metric',
              sql<number>`${step}`.as('step_ms'),
              bucket.as('time'),
              s.fn<number>(aggregate, ['value']).as('value'),
            ])
            .where('step_ms', '=', fromStep)
            .where('time', '>=', from)
            .where('time', '<', to)
            .where('metric', 'in', [...metrics])
            .groupBy(['device_id', 'metric', bucket]),
        )
        .onConflict((oc) =>
          oc
            .columns(['device_id', 'metric', 'step_ms', 'time'])
            .doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
        )
        .execute();
    }
  }

  /** Deletes the points of one length older than `before`; answers how many went. */
  async prune(stepMs: number, before: number): Promise<number> {
    const result = await this.db
      .deleteFrom('metric_points')
      .where('step_ms', '=', stepMs)
      .where('time', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Deletes every point of a device (the device is gone). */
  async deleteDevice(deviceId: string): Promise<void> {
    await this.db.deleteFrom('metric_points').where('device_id', '=', deviceId).execute();
  }
}
