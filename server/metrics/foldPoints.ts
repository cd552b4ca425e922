/** Downsampling (issue 29): the points of one metric inside longer buckets folded into one point per
 *  bucket by the metric's fold (metricNames.ts), so totals survive: bytes are added up, fps averaged. */
import type { MetricFold } from '../../shared/metrics/metricNames';

export interface Point {
  /** Bucket start, ms since the epoch. */
  time: number;
  value: number;
}

/** One value out of a bucket's values (at least one). */
export function foldValues(fold: MetricFold, values: readonly number[]): number {
  switch (fold) {
    case 'sum':
      return values.reduce((a, b) => a + b, 0);
    case 'mean':
      return values.reduce((a, b) => a + b, 0) / values.length;
    case 'max':
      return Math.max(...values);
    case 'min':
      return Math.min(...values);
  }
}

/** The points grouped by the `stepMs` bucket they fall in, one point per bucket that has any, in
 *  time order. A mean is over the points there are: a bucket half covered averages that half. */
export function foldPoints(points: readonly Point[], stepMs: number, fold: MetricFold): Point[] {
  const buckets = new Map<number, number[]>();
  for (const point of points) {
    const time = Math.floor(point.time / stepMs) * stepMs;
    const values = buckets.get(time);
    if (values) values.push(point.value);
    else buckets.set(time, [point.value]);
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([time, values]) => ({ time, value: foldValues(fold, values) }));
}
