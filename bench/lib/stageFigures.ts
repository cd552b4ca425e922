/** Where a first picture spends its time (issue 37): stage strings such as the console's
 *  data-first-frame-stages or hls.js's seek stages ('sent:1.2 firstBytes:6.0 painted:31.4', ms
 *  since the request) summed up per stage over trials, and the rounds' medians side by side. */
import { type Distribution, distribution } from './distribution';

/** Per stage, its distribution over the trials that reached it. */
export function stageFigures(trials: readonly string[]): Record<string, Distribution> {
  const byStage = new Map<string, number[]>();
  for (const trial of trials) {
    for (const part of trial.split(' ').filter(Boolean)) {
      const [stage, ms] = part.split(':');
      if (!stage || ms === undefined || !Number.isFinite(Number(ms))) continue;
      byStage.set(stage, [...(byStage.get(stage) ?? []), Number(ms)]);
    }
  }
  return Object.fromEntries([...byStage].map(([stage, values]) => [stage, distribution(values)]));
}

/** 'stage p50' per stage, each the median of the rounds' p50, in the order the stages come. */
export function describeStageRounds(rounds: ReadonlyArray<Record<string, Distribution>>): string {
  const p50s = new Map<string, number[]>();
  for (const round of rounds) {
    for (const [stage, figure] of Object.entries(round)) p50s.set(stage, [...(p50s.get(stage) ?? []), figure.p50]);
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  };
  return [...p50s]
    .map(([stage, values]) => [stage, median(values)] as const)
    .sort((a, b) => a[1] - b[1])
    .map(([stage, ms]) => `${stage} ${ms.toFixed(1)}`)
    .join(', ');
}
