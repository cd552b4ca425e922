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

  /** The window in force at `now` (start ≤ now < end), if any. */
  windowAt(now: number): TaskWindow | undefined {
    const start = this.starts?.previousRuns(1, new Date(now + 1))[0];
    if (!start) return undefined;
    const end = this.ends?.nextRun(start);
    if (!end || end.getTime() <= now) return undefined;
    return { start: start.getTime(), end: end.getTime() };
  }

  /** The first start after `now`. */
  nextStart(now: number): number | undefined {
    return this.starts?.nextRun(new Date(now))?.getTime();
  }
}
