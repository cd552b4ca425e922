/** The metric time series table (issue 29, migration 0019) as Kysely sees it. */
import type { ColumnType } from 'kysely';

type Millis = ColumnType<number, number, number>;

/** One point of one metric of one device: the bucket [time, time + step_ms) folded into `value`. */
export interface MetricPointTable {
  device_id: string;
  /** A name of shared/metrics/metricNames.ts. */
  metric: string;
  /** 60 000 (1-minute points) or 3 600 000 (1-hour points). */
  step_ms: number;
  /** Start of the bucket, ms since the epoch. */
  time: Millis;
  value: number;
}
