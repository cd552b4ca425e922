/** Figures of bench/video as the median of alternating rounds (issue 37): every part runs once per
 *  round, the parts taking turns, so a passing load lands on all of them alike; each round's
 *  figure is kept with the machine's load average and CPU while it ran, and the figure is the
 *  median of the rounds' with its spread (lowest and highest round). A failed round is kept as its
 *  failure and the rest still count. */
import { cpuPercent, cpuSnapshot } from './cpuUsage';
import { type Distribution, distribution } from './distribution';
import { loadAverage } from './report';

/** What the machine was doing while a round ran. */
export interface RoundConditions {
  /** 1-minute load average at the round's end. */
  load: number;
  /** All cores' busy time over the round, percent of one core (200 = both cores of two). */
  machineCpuPercent: number | null;
}

export type RoundResult<T> = ({ ok: true; value: T } | { ok: false; error: string }) & RoundConditions;

/** Runs one round of a part, noting the machine's load and CPU; a failure is returned, not thrown. */
export async function inRound<T>(work: () => Promise<T>): Promise<RoundResult<T>> {
  const before = cpuSnapshot(undefined);
  const conditions = (): RoundConditions => ({
    load: loadAverage()[0] ?? 0,
    machineCpuPercent: cpuPercent(before, cpuSnapshot(undefined)).machine ?? null,
  });
  try {
    const value = await work();
    return { ok: true, value, ...conditions() };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err), ...conditions() };
  }
}

export interface Spread {
  median: number | null;
  min: number | null;
  max: number | null;
}

/** A figure across rounds: the median of the rounds' p50 and p95, their spread, and each round's
 *  own figure beside its load and CPU. */
export interface RoundFigure {
  rounds: number;
  p50: Spread;
  p95: Spread;
  /** Every value of every round, for a distribution of them all. */
  all: Distribution;
  perRound: Array<{ p50: number; p95: number; trials: number } & RoundConditions>;
  failures: Array<{ error: string } & RoundConditions>;
}

/** Median (lower middle of an even count), lowest and highest of the finite values. */
export function spreadOf(values: ReadonlyArray<number | null | undefined>): Spread {
  const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: null, min: null, max: null };
  return {
    median: sorted[Math.floor((sorted.length - 1) / 2)] as number,
    min: sorted[0] as number,
    max: sorted[sorted.length - 1] as number,
  };
}

/** Rounds whose values are samples (ms): each round's distribution, then the median across rounds. */
export function acrossRounds(results: ReadonlyArray<RoundResult<number[]>>): RoundFigure {
  const perRound = results.flatMap((r) => {
    if (!r.ok || r.value.length === 0) return [];
    const d = distribution(r.value);
    return [{ p50: d.p50, p95: d.p95, trials: d.trials, load: r.load, machineCpuPercent: r.machineCpuPercent }];
  });
  return {
    rounds: perRound.length,
    p50: spreadOf(perRound.map((r) => r.p50)),
    p95: spreadOf(perRound.map((r) => r.p95)),
    all: distribution(results.flatMap((r) => (r.ok ? r.value : []))),
    perRound,
    failures: results.flatMap((r) =>
      r.ok ? [] : [{ error: r.error, load: r.load, machineCpuPercent: r.machineCpuPercent }],
    ),
  };
}

/** `ours / baseline` of the medians (below 1: ours is faster), or null without both. */
export function roundRatios(ours: RoundFigure, baseline: RoundFigure): { p50: number | null; p95: number | null } {
  const ratio = (a: number | null, b: number | null) =>
    a === null || b === null || b <= 0 ? null : Number((a / b).toFixed(2));
  return { p50: ratio(ours.p50.median, baseline.p50.median), p95: ratio(ours.p95.median, baseline.p95.median) };
}

/** 'p50 98.9 (91–104) p95 … ms, load 3.1–4.0, CPU 150–180 %' for the summary line. */
export function describeFigure(figure: RoundFigure | undefined): string {
  if (!figure || figure.rounds === 0) {
    return figure?.failures.length ? `failed (${figure.failures[0]?.error})` : 'n/a';
  }
  const s = (x: Spread) => `${x.median} (${x.min}–${x.max})`;
  const loads = spreadOf(figure.perRound.map((r) => r.load));
  const cpu = spreadOf(figure.perRound.map((r) => r.machineCpuPercent));
  const failed = figure.failures.length ? `, ${figure.failures.length} round(s) failed` : '';
  return (
    `p50 ${s(figure.p50)} p95 ${s(figure.p95)} ms over ${figure.rounds} rounds ` +
    `[load ${loads.min}–${loads.max}, CPU ${cpu.min ?? 'n/a'}–${cpu.max ?? 'n/a'} %${failed}]`
  );
}
