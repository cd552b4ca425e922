/** Local date-times in the form of <input type="datetime-local"> ('YYYY-MM-DDTHH:mm'), for the
 *  calendar picker. */

const pad = (value: number) => String(value).padStart(2, '0');

export function toDateTimeLocal(ms: number): string {
  const at = new Date(ms);
  return (
    `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}` +
    `T${pad(at.getHours())}:${pad(at.getMinutes())}`
  );
}

/** The time (ms) of an input value, null when it is empty or not a date-time. */
export function fromDateTimeLocal(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds = '0'] = match.slice(1).map((part) => part ?? '0');
  const at = new Date(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes), Number(seconds));
  return Number.isNaN(at.getTime()) ? null : at.getTime();
}
