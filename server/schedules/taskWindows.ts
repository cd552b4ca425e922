/** When a schedule task's windows open and close (issue 28): its start and end times of day on its
 *  days, read in the schedule's IANA time zone (zoneTime), so a start in the hour a DST change
 *  skips opens at the change and a repeated hour opens once. A window ends at the first end time
 *  after its start (the next day when the end is not after the start). Computed from the task's
 *  own fields: no job or timer per task, so ten thousand tasks with their own times cost about as
 *  little as ten sharing one. Pure: `now` is given. */
import { type Weekday } from '../../shared/schedules/scheduleActions';
import { minutesOf } from '../../shared/schedules/taskOverlaps';
import { zoneTime, type ZoneTime } from './zoneTime';

export interface TaskTimesInput {
  startTime: string;
  endTime: string;
  byDay: readonly Weekday[];
}

export interface TaskWindow {
  start: number;
  end: number;
}

/** Weekday codes by the day number's weekday (1970-01-01, day 0, was a Thursday). */
const DAY_CODES: readonly Weekday[] = ['TH', 'FR', 'SA', 'SU', 'MO', 'TU', 'WE'];
const weekdayOf = (day: number): Weekday => DAY_CODES[((day % 7) + 7) % 7]!;

/** What a clock found at a moment: the window in force then, the first start after it, and until
 *  when that answer holds (the window's end or that start, whichever comes first). */
interface Reading {
  at: number;
  window: TaskWindow | undefined;
  next: number | undefined;
  until: number;
}

/** A task's times read once: its start and end minute of the day and its days. What it reads
 *  holds until the next window opens or closes, so the scheduler's evaluations between two edges,
 *  which all ask about a later moment, cost nothing here. */
export class TaskClock {
  private readonly zone: ZoneTime;
  private readonly start: number | undefined;
  private readonly end: number | undefined;
  private readonly days: ReadonlySet<Weekday>;
  private reading: Reading | undefined;

  constructor(task: TaskTimesInput, timezone: string) {
    this.zone = zoneTime(timezone);
    this.start = minutesOf(task.startTime);
    this.end = minutesOf(task.endTime);
    this.days = new Set(task.byDay);
  }

  /** The window in force at `now` (start ≤ now < end), if any. */
  windowAt(now: number): TaskWindow | undefined {
    return this.read(now).window;
  }

  /** The first start after `now`. */
  nextStart(now: number): number | undefined {
    return this.read(now).next;
  }

  private read(now: number): Reading {
    const known = this.reading;
    // A later moment before the next edge reads the same; an earlier one (a clock set back) reads anew.
    if (known && known.at <= now && now < known.until) return known;
    this.reading = this.find(now);
    return this.reading;
  }

  /** The window of the latest start at or before now, if it has not ended, and the first start
   *  after now. A window lasts at most a day (an hour more over a DST change), so the latest
   *  start that can still be in force is today's or yesterday's. */
  private find(now: number): Reading {
    const { start, end, zone } = this;
    if (start === undefined || end === undefined || this.days.size === 0) {
      return { at: now, window: undefined, next: undefined, until: Infinity };
    }
    const today = zone.dayOf(now);
    let window: TaskWindow | undefined;
    for (let day = today; day >= today - 1; day--) {
      if (!this.days.has(weekdayOf(day))) continue;
      const opens = zone.toInstant(day, start);
      if (opens > now) continue;
      const closes = this.endAfter(day, opens);
      if (closes > now) window = { start: opens, end: closes };
      break;
    }
    let next: number | undefined;
    for (let day = today; day <= today + 7 && next === undefined; day++) {
      if (!this.days.has(weekdayOf(day))) continue;
      const opens = zone.toInstant(day, start);
      if (opens > now) next = opens;
    }
    return { at: now, window, next, until: Math.min(window?.end ?? Infinity, next ?? Infinity) };
  }

  /** The first end time after a window's start, on its day or the next. */
  private endAfter(day: number, opens: number): number {
    const sameDay = this.zone.toInstant(day, this.end!);
    return sameDay > opens ? sameDay : this.zone.toInstant(day + 1, this.end!);
  }
}

/** Task clocks by rule (time zone, times, days), kept while schedules use them: schedules sharing
 *  a rule share its answers. */
export class TaskClocks {
  private clocks = new Map<string, TaskClock>();
  private used = new Set<string>();

  of(task: TaskTimesInput, timezone: string): TaskClock {
    const key = `${timezone}|${task.startTime}|${task.endTime}|${[...task.byDay].sort().join(',')}`;
    this.used.add(key);
    let clock = this.clocks.get(key);
    if (!clock) {
      clock = new TaskClock(task, timezone);
      this.clocks.set(key, clock);
    }
    return clock;
  }

  /** Forgets the rules no schedule used since the last sweep. */
  sweep(): void {
    for (const key of this.clocks.keys()) if (!this.used.has(key)) this.clocks.delete(key);
    this.used = new Set();
  }
}
