/** When a schedule task's windows open and close (issue 28): its start and end times read in the
 *  schedule's IANA time zone by croner, so a start in the hour a DST change skips opens at the
 *  first valid minute after it and a repeated hour opens once. A window ends at the first end time
 *  after its start (the next day when the end is not after the start). Pure: `now` is given. */
import { Cron } from 'croner';
import { type Weekday } from '../../shared/schedules/scheduleActions';
import { minutesOf } from '../../shared/schedules/taskOverlaps';

export interface TaskTimesInput {
  startTime: string;
  endTime: string;
  byDay: readonly Weekday[];
}

export interface TaskWindow {
  start: number;
  end: number;
}

/** The longest a window lasts: a whole day that a DST change lengthens by an hour. */
const LONGEST_WINDOW_MS = 25 * 60 * 60 * 1000;

const CRON_DAYS: Record<Weekday, string> = {
  MO: 'MON',
  TU: 'TUE',
  WE: 'WED',
  TH: 'THU',
  FR: 'FRI',
  SA: 'SAT',
  SU: 'SUN',
};

/** A task's times compiled once: the start and end rules in the schedule's zone. */
export class TaskClock {
  private readonly starts: Cron | undefined;
  private readonly ends: Cron | undefined;

  constructor(task: TaskTimesInput, timezone: string) {
    const start = minutesOf(task.startTime);
    const end = minutesOf(task.endTime);
    const days = [...new Set(task.byDay)].map((d) => CRON_DAYS[d]).join(',');
    if (start === undefined || end === undefined || !days) return;
    const rule = (minutes: number, on: string) => `0 ${minutes % 60} ${Math.floor(minutes / 60)} * * ${on}`;
    this.starts = new Cron(rule(start, days), { timezone, paused: true });
    this.ends = new Cron(rule(end, '*'), { timezone, paused: true });
  }

  private memoAt: number | undefined;
  private memoWindow: TaskWindow | undefined;

  /** The window in force at `now` (start ≤ now < end), if any. A window is at most a day long (25
   *  hours over a DST change), so its start is the last one in the 25 hours before now: found
   *  forwards, which croner does far faster than looking back. */
  windowAt(now: number): TaskWindow | undefined {
    // Schedules often share a rule (nights, the working day): one clock answers them all at once.
    if (this.memoAt !== now) {
      this.memoAt = now;
      this.memoWindow = this.findWindow(now);
    }
    return this.memoWindow;
  }

  private findWindow(now: number): TaskWindow | undefined {
    if (!this.starts) return undefined;
    let start: Date | undefined;
    for (let next = this.starts.nextRun(new Date(now - LONGEST_WINDOW_MS)); next && next.getTime() <= now;) {
      start = next;
      next = this.starts.nextRun(next);
    }
    if (!start) return undefined;
    const end = this.ends?.nextRun(start);
    if (!end || end.getTime() <= now) return undefined;
    return { start: start.getTime(), end: end.getTime() };
  }

  private nextAt: number | undefined;
  private nextFound: number | undefined;

  /** The first start after `now`. */
  nextStart(now: number): number | undefined {
    if (this.nextAt !== now) {
      this.nextAt = now;
      this.nextFound = this.starts?.nextRun(new Date(now))?.getTime();
    }
    return this.nextFound;
  }
}

/** Task clocks by rule (time zone, times, days), kept while schedules use them: a rule's croner
 *  jobs are made once, and schedules sharing a rule share its answers. */
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
