/** The figures above a report's chart: its latest, lowest, highest and mean value over the period,
 *  from the points that hold one (a gap is no zero). */

export interface ReportSummary {
  latest: number | null;
  min: number | null;
  max: number | null;
  average: number | null;
  /** Points that hold a value. */
  count: number;
}

export function reportSummary(
  points: ReadonlyArray<{ time: number; value?: number | null | undefined }>,
): ReportSummary {
  let latest: { time: number; value: number } | null = null;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let count = 0;
  for (const { time, value } of points) {
    if (value == null || !Number.isFinite(value)) continue;
    if (!latest || time >= latest.time) latest = { time, value };
    min = Math.min(min, value);
    max = Math.max(max, value);
    sum += value;
    count += 1;
  }
  if (count === 0) return { latest: null, min: null, max: null, average: null, count };
  return { latest: latest?.value ?? null, min, max, average: sum / count, count };
}
