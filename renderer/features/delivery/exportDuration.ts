/** The export duration's arithmetic (spec 2 §5 Video export): hours and minutes to and from
 *  milliseconds, the hours and minute choices a realm maximum allows. */
import { EXPORT_MINUTE_CHOICES, MINUTES_PER_HOUR, MS_PER_MINUTE } from '../../../shared/video/deliveryConstants';

export interface DurationParts {
  hours: number;
  /** Below 60; fractional for clips that are not whole minutes (a 30 s job is 0.5). */
  minutes: number;
}

/** Negative values become absolute, NaN (or another non-finite value) becomes 0. */
export function normalizeNumber(value: number): number {
  return Number.isFinite(value) ? Math.abs(value) : 0;
}

/** Milliseconds as hours and minutes; 60 minutes or more carry into hours. */
export function splitDuration(durationMs: number): DurationParts {
  const totalMinutes = normalizeNumber(durationMs) / MS_PER_MINUTE;
  const hours = Math.floor(totalMinutes / MINUTES_PER_HOUR);
  return { hours, minutes: roundMinutes(totalMinutes - hours * MINUTES_PER_HOUR) };
}

/** Hours and minutes as milliseconds, each normalised first. */
export function joinDuration(hours: number, minutes: number): number {
  return Math.round((normalizeNumber(hours) * MINUTES_PER_HOUR + normalizeNumber(minutes)) * MS_PER_MINUTE);
}

/** Hours and minutes normalised: absolute values, 60 minutes or more carried into hours. */
export function normalizeDuration(hours: number, minutes: number): DurationParts {
  return splitDuration(joinDuration(hours, minutes));
}

/** 0 up to the maximum's whole hours; just 0 without a maximum. */
export function hourChoices(maxMinutes: number | null | undefined): number[] {
  const top = Math.floor(normalizeNumber(maxMinutes ?? 0) / MINUTES_PER_HOUR);
  return Array.from({ length: top + 1 }, (_, hour) => hour);
}

/** The minute choices whose duration with `hours` stays within the maximum; the current value is
 *  kept among them so a default such as 1 minute or 30 s still shows. */
export function minuteChoices(maxMinutes: number | null | undefined, hours: number, current?: number): number[] {
  const max = normalizeNumber(maxMinutes ?? 0);
  const base = normalizeNumber(hours) * MINUTES_PER_HOUR;
  const choices: number[] = EXPORT_MINUTE_CHOICES.filter((minutes) => base + minutes <= max);
  if (choices.length === 0) choices.push(0);
  if (current !== undefined && !choices.includes(current)) choices.push(current);
  return choices.sort((a, b) => a - b);
}

/** Minutes kept to the second, so 30 s reads 0.5 and not 0.49999. */
function roundMinutes(minutes: number): number {
  return Math.round(minutes * MINUTES_PER_HOUR) / MINUTES_PER_HOUR;
}
