/** Times as <input type="datetime-local"> writes and reads them: the viewer's local wall clock
 *  ('YYYY-MM-DDTHH:mm', seconds when the input steps by them). One rule for a bad value (issue
 *  35): anything that is not a real local date-time — empty, malformed, 31 February — reads as
 *  null, and the caller decides what that means (keep the old time, disable the button). */

/** The input's precision: minutes (its default step) or seconds (step={1}). */
export type DateTimePrecision = 'minute' | 'second';

const pad = (value: number) => String(value).padStart(2, '0');

export function toDateTimeLocal(ms: number, precision: DateTimePrecision = 'minute'): string {
  const at = new Date(ms);
  const minute =
    `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}` +
    `T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  return precision === 'second' ? `${minute}:${pad(at.getSeconds())}` : minute;
}

// Browsers write seconds only when they are set, and milliseconds after them only when set too.
const VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/** The time (ms since the epoch) of an input's value, or null when it is no local date-time. */
export function fromDateTimeLocal(value: string): number | null {
  const match = VALUE.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const millis = Number((match[7] ?? '').padEnd(3, '0'));
  // Date would roll 31 February or 24:00 over into the next day; such a value is no date-time.
  const daysInMonth = new Date(year, month, 0).getDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hours > 23 || minutes > 59 || seconds > 59) {
    return null;
  }
  return new Date(year, month - 1, day, hours, minutes, seconds, millis).getTime();
}

/** A time kept between two limits (no lower limit when `min` is undefined). */
export function clampTime(time: number, min: number | undefined, max: number): number {
  return Math.min(Math.max(time, min ?? Number.NEGATIVE_INFINITY), max);
}
