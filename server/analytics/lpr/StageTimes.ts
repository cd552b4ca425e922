/** How long each stage of an engine's work took over its recent frames and reads (issue 32: the
 *  plate engine's latency timed apart — decode, region finding, OCR, the crop's and the picture's
 *  encoding — so a slow read is traced to its stage). */
import { percentile } from '../../../shared/metrics/percentile';

/** Values kept per stage for the percentiles. */
const WINDOW = 100;

export interface StageFigures {
  p50: number | null;
  p95: number | null;
  /** Values recorded in all (the percentiles are of the last WINDOW). */
  count: number;
}

export class StageTimes<Stage extends string> {
  private readonly values = new Map<Stage, number[]>();
  private readonly counts = new Map<Stage, number>();

  add(stage: Stage, ms: number): void {
    const list = this.values.get(stage) ?? [];
    list.push(ms);
    if (list.length > WINDOW) list.shift();
    this.values.set(stage, list);
    this.counts.set(stage, (this.counts.get(stage) ?? 0) + 1);
  }

  /** The recent values of a stage, oldest first. */
  recent(stage: Stage): readonly number[] {
    return this.values.get(stage) ?? [];
  }

  figures(stage: Stage): StageFigures {
    const list = this.recent(stage);
    return {
      p50: roundedPercentile(list, 0.5),
      p95: roundedPercentile(list, 0.95),
      count: this.counts.get(stage) ?? 0,
    };
  }
}

/** A share p of the values (nearest rank), rounded to 0.1 ms. */
function roundedPercentile(values: readonly number[], p: number): number | null {
  const value = percentile(values, p);
  return value === null ? null : Math.round(value * 10) / 10;
}
