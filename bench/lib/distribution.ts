/** A measured distribution as the browser benches report it: nearest-rank p50/p95, min, max and
 *  every value, rounded to 0.1. */
import { percentile } from './stats';

export interface Distribution {
  trials: number;
  p50: number;
  p95: number;
  min: number;
  max: number;
  values: number[];
}

const round = (value: number) => Number(value.toFixed(1));

export function distribution(values: number[]): Distribution {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    trials: values.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    min: round(sorted[0] ?? 0),
    max: round(sorted.at(-1) ?? 0),
    values: values.map(round),
  };
}

/** `ours / baseline` for p50 and p95 (below 1: ours is faster), or null without a baseline. */
export function ratios(ours: Distribution, baseline: Distribution): { p50: number; p95: number } | null {
  if (ours.trials === 0 || baseline.trials === 0 || baseline.p50 <= 0 || baseline.p95 <= 0) return null;
  return { p50: Number((ours.p50 / baseline.p50).toFixed(2)), p95: Number((ours.p95 / baseline.p95).toFixed(2)) };
}
