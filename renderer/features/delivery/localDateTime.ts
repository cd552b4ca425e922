/** Times as a datetime-local input reads and writes them: the viewer's local wall clock. */

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DDTHH:mm:ss' in local time. */
export function toLocalInputValue(ms: number): string {
  const d = new Date(ms);
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` +
    `T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  );
}

/** The input's local value as ms since the epoch; NaN when it is not a date-time. */
export function fromLocalInputValue(value: string): number {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value) ? new Date(value).getTime() : Number.NaN;
}

/** A time kept between two limits. */
export function clampTime(time: number, min: number | undefined, max: number): number {
  return Math.min(Math.max(time, min ?? Number.NEGATIVE_INFINITY), max);
}
