/** How a metric's value reads in the console (spec 3 §9 metric units bps, bytes, fps, ms, pcs, pct,
 *  status): sizes and rates scaled to the largest unit that keeps the figure at 1 or more (SI steps
 *  of 1000, as disks and networks are sold), written by Intl in the operator's language so Arabic
 *  and Polish get their own digits, separators and unit words. */

import type { MetricUnit } from '../../../shared/metrics/metricNames';

/** The units of spec 3 §9 (MetricUnit in the schema). */
export type MetricUnitName = MetricUnit;

/** Intl's sanctioned units, smallest first, for the two scaled kinds. */
const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'] as const;
const BIT_RATE_UNITS = [
  'bit-per-second',
  'kilobit-per-second',
  'megabit-per-second',
  'gigabit-per-second',
  'terabit-per-second',
] as const;
const STEP = 1000;
/** Durations (ms) in the largest unit they fill at least once: jitter stays in ms, an uptime reads in hours or days. */
const DURATION_UNITS = [
  { unit: 'millisecond', ms: 1 },
  { unit: 'second', ms: 1_000 },
  { unit: 'minute', ms: 60_000 },
  { unit: 'hour', ms: 3_600_000 },
  { unit: 'day', ms: 86_400_000 },
] as const;

/** The words a formatter cannot take from Intl: frames per second and the status values. */
export interface MetricWords {
  /** '{{value}} fps' in the operator's language. */
  fps: (value: string) => string;
  /** A status value's name (shared METRIC_STATE: 1 normal, 0 broken); anything else is written as a number. */
  status: (value: number) => string;
}

/** The value's largest unit step at which it is still 1 or more (0 for values under one step). */
function scaled(value: number, units: readonly string[]): { value: number; unit: string } {
  let index = 0;
  let figure = value;
  while (Math.abs(figure) >= STEP && index < units.length - 1) {
    figure /= STEP;
    index += 1;
  }
  return { value: figure, unit: units[index]! };
}

/** Three significant figures once scaled (12.3 MB, 123 MB, 1.23 GB), whole bytes and bits. */
function unitFormat(locale: string, unit: string, value: number): string {
  const whole = unit === 'byte' || unit === 'bit-per-second';
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    ...(whole ? { maximumFractionDigits: 0 } : { maximumSignificantDigits: 3 }),
  }).format(value);
}

/** The value as the operator reads it, or '—' when there is none. */
export function formatMetricValue(
  value: number | null | undefined,
  unit: MetricUnitName | null | undefined,
  locale: string,
  words: MetricWords,
): string {
  if (value == null || !Number.isFinite(value)) return '—';
  const number = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options).format(value);
  switch (unit) {
    case 'bytes': {
      const size = scaled(value, BYTE_UNITS);
      return unitFormat(locale, size.unit, size.value);
    }
    case 'bps': {
      const rate = scaled(value, BIT_RATE_UNITS);
      return unitFormat(locale, rate.unit, rate.value);
    }
    case 'fps':
      return words.fps(number({ maximumFractionDigits: 1 }));
    case 'ms': {
      const step = [...DURATION_UNITS].reverse().find((item) => Math.abs(value) >= item.ms) ?? DURATION_UNITS[0];
      return new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: step.unit,
        unitDisplay: 'short',
        ...(step.ms === 1 ? { maximumFractionDigits: 1 } : { maximumSignificantDigits: 3 }),
      }).format(value / step.ms);
    }
    // The platform sends percent as 0–100, Intl's percent style expects a fraction.
    case 'pct':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
    case 'pcs':
      return number({ maximumFractionDigits: 0 });
    case 'status':
      return words.status(value);
    default:
      return number({ maximumFractionDigits: 2 });
  }
}
