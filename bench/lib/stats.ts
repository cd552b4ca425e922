/** Figures of one measured case: throughput, latency percentiles and errors. */
import type { CpuPercent } from './cpuUsage';

export interface CaseFigures {
  /** Successful answers per second over the measured window. */
  rps: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers that were not a success (non-200, GraphQL errors, network failures). */
  errors: number;
  /** Every answer completed in the measured window: successes plus errors. */
  requests: number;
  /** Errors by kind: the HTTP status, "graphql", or the network error code. */
  errorKinds: Record<string, number>;
  connections: number;
  seconds: number;
  /** CPU used over the measured window, in percent of one core (the machine has os.cpus() of them). */
  cpuPercent?: CpuPercent;
  /** This case's rps divided by the health baseline's rps in the same run (1 for the baseline). */
  ratioToHealth?: number;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** The nearest-rank percentile of ascending values (0 when there are none). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

export function summarise(
  latenciesMs: number[],
  errorKinds: Record<string, number>,
  seconds: number,
  connections: number,
  cpuPercent?: CpuPercent,
): CaseFigures {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const errors = Object.values(errorKinds).reduce((sum, n) => sum + n, 0);
  return {
    rps: round(sorted.length / seconds, 1),
    p50Ms: round(percentile(sorted, 50), 2),
    p90Ms: round(percentile(sorted, 90), 2),
    p99Ms: round(percentile(sorted, 99), 2),
    maxMs: round(sorted.at(-1) ?? 0, 2),
    errors,
    requests: sorted.length + errors,
    errorKinds,
    connections,
    seconds,
    ...(cpuPercent && { cpuPercent }),
  };
}
