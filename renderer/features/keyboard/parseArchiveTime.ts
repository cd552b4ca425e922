/** The time the palette's 'Go to time' understands (issue 30): '10 min ago' (s, min, h, d; also
 *  '10m', '2 hours ago'), a clock time '14:30' (today, or yesterday when that is still to come),
 *  or a date '2026-11-29' with an optional time ('2026-11-29 14:30'), read on the viewer's clock
 *  as the console's date fields are (ui/dateTimeLocal). Null for anything else or a future time. */
import { fromDateTimeLocal } from '../../ui';

const DAY_MS = 86_400_000;
const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: DAY_MS };

const RELATIVE = /^(\d+(?:\.\d+)?)\s*(s|sec|secs|seconds?|m|min|mins|minutes?|h|hr|hrs|hours?|d|days?)(\s+ago)?$/;
const CLOCK = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

const pad = (value: string | number) => String(value).padStart(2, '0');

export function parseArchiveTime(text: string, now: number): number | null {
  const input = text.trim().toLowerCase();
  const relative = RELATIVE.exec(input);
  if (relative) {
    const unit = UNIT_MS[(relative[2] ?? '').charAt(0)] ?? 0;
    const time = now - Number(relative[1]) * unit;
    return Number.isFinite(time) && time <= now ? time : null;
  }
  const clock = CLOCK.exec(input);
  if (clock) {
    const today = new Date(now);
    const day = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
    const time = fromDateTimeLocal(`${day}T${pad(clock[1] ?? '')}:${clock[2]}:${clock[3] ?? '00'}`);
    if (time === null) return null;
    return time > now ? time - DAY_MS : time;
  }
  const date = DATE.exec(input);
  if (date) {
    const [, year, month, dayOfMonth, hours = '00', minutes = '00', seconds = '00'] = date;
    const time = fromDateTimeLocal(`${year}-${month}-${dayOfMonth}T${pad(hours)}:${minutes}:${seconds}`);
    return time !== null && time <= now ? time : null;
  }
  return null;
}
