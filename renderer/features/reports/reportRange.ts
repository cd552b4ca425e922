/** The period a report covers (issue 29: last hour, last 24 hours, last 7 days or a custom range):
 *  the times sent as cameraReport's from and to (spec 3 §7.1, ms since the epoch), and what is wrong
 *  with a custom range an operator typed. */

export const REPORT_PRESETS = ['hour', 'day', 'week', 'custom'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const PRESET_SPAN: Record<Exclude<ReportPreset, 'custom'>, number> = {
  hour: HOUR_MS,
  day: DAY_MS,
  week: 7 * DAY_MS,
};
/** How far back the platform keeps hourly points (issue 29: 90 days): an earlier start has nothing to show. */
export const REPORT_HISTORY_DAYS = 90;

export interface ReportPeriod {
  from: number;
  to: number;
}

/** Why a custom range cannot be asked for (an i18n key under reports.range). */
export type ReportRangeProblem = 'missing' | 'order' | 'future' | 'tooOld';

export type ReportRangeResult = { period: ReportPeriod } | { problem: ReportRangeProblem };

/** The period of a preset ending now, or the custom one checked; `custom` holds the inputs' times
 *  (null where an input holds no date-time). */
export function reportRange(
  preset: ReportPreset,
  now: number,
  custom: { from: number | null; to: number | null } = { from: null, to: null },
): ReportRangeResult {
  if (preset !== 'custom') return { period: { from: now - PRESET_SPAN[preset], to: now } };
  const { from, to } = custom;
  if (from == null || to == null) return { problem: 'missing' };
  if (from >= to) return { problem: 'order' };
  if (from > now) return { problem: 'future' };
  if (to < now - REPORT_HISTORY_DAYS * DAY_MS) return { problem: 'tooOld' };
  // An end after now is read as now: the report cannot hold what has not happened yet.
  return { period: { from, to: Math.min(to, now) } };
}

/** Whether the period's points are minutes or hours apart on the platform (1-minute points for
 *  48 h, hourly beyond): the chart's time axis and the table's time format follow it. */
export function reportStepMs(period: ReportPeriod): number {
  return period.to - period.from > 2 * DAY_MS ? HOUR_MS : 60_000;
}
