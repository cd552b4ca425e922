/** When a schedule task's windows open and close (issue 28): its start and end times read in the
 *  schedule's IANA time zone by croner, so a start in the hour a DST change skips opens at the
 *  first valid minute after it and a repeated hour opens once. A window ends at the first end time
 *  after its start (the next day when the end is not after the start). Pure: `now` is given. */
import { Cron } from 'croner';
import { type Weekday } from '../../shared/schedules/scheduleActions';
import { minutesOf, windowMinutes } from '../../shared/schedules/taskOverlaps';

export interface TaskTimesInput {
  startTime: string;
  endTime: string;
  byDay: readonly Weekday[];
}

export interface TaskWindow {
  start: number;
  end: number;
}

/** What a DST change may add to a window's length in real time. */
const DST_SLACK_MS = 60 * 60 * 1000;

const CRON_DAYS: Record<Weekday, string> = {
  MO: 'MON',
  TU: 'TUE',
  WE: 'WED',
  TH: 'THU',
  FR: 'FRI',
  SA: 'SAT',
  SU: 'SUN',
};

/** Croner jobs by pattern and zone, shared by every task clock that needs the same one: a job
 *  holds arrays of every value its fields may take (ten thousand years among them), so 10,000
 *  tasks each with their own pair would take over a gigabyte and most of a restart's time. */
export class CronJobs {
  private readonly jobs = new Map<string, Cron>();

  of(pattern: string, timezone: string): Cron {
    const key = `${timezone}|${pattern}`;
    let job = this.jobs.get(key);
    if (!job) {
      job = new Cron(pattern, { timezone, paused: true });
      this.jobs.set(key, job);
    }
    return job;
  }

  /** Forgets the jobs not among `live` (those of the clocks still kept). */
  keepOnly(live: ReadonlySet<Cron>): void {
    for (const [key, job] of this.jobs) if (!live.has(job)) this.jobs.delete(key);
  }
}

/** What a clock found at a moment: the window in force then, the first start after it, and until
 *  when that answer holds (the window's end or that start, whichever comes first). */
interface Reading {
  at: number;
  window: TaskWindow | undefined;
  next: number | undefined;
  until: number;
}

/** A task's times compiled once: the start and end rules in the schedule's zone. What it reads
 *  holds until the next window opens or closes, so the scheduler's evaluations between two edges,
 *  which all ask about a later moment, cost nothing here. */
export class TaskClock {
  readonly starts: Cron | undefined;
  readonly ends: Cron | undefined;
  /** The longest one of its windows lasts in real time. */
  private readonly longestMs: number = 0;
  private reading: Reading | undefined;

  constructor(task: TaskTimesInput, timezone: string, jobs: CronJobs = new CronJobs()) {
    const start = minutesOf(task.startTime);
    const end = minutesOf(task.endTime);
    const days = [...new Set(task.byDay)].map((d) => CRON_DAYS[d]).join(',');
    if (start === undefined || end === undefined || !days) return;
    const rule = (minutes: number, on: string) => `0 ${minutes % 60} ${Math.floor(minutes / 60)} * * ${on}`;
    this.starts = jobs.of(rule(start, days), timezone);
    this.ends = jobs.of(rule(end, '*'), timezone);
    this.longestMs = windowMinutes(start, end) * 60_000 + DST_SLACK_MS;
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

  /** A window in force started at most its length (an hour more over a DST change) before now, so
   *  its start is the last one in that span: found forwards, which croner does far faster than
   *  looking back; the first start after now ends the search (most often the first one found). */
  private find(now: number): Reading {
    if (!this.starts) return { at: now, window: undefined, next: undefined, until: Infinity };
    let start: Date | undefined;
    let next = this.starts.nextRun(new Date(now - this.longestMs)) ?? undefined;
    while (next && next.getTime() <= now) {
      start = next;
      next = this.starts.nextRun(next) ?? undefined;
    }
    const end = start && this.ends?.nextRun(start);
    const window = start && end && end.getTime() > now ? { start: start.getTime(), end: end.getTime() } : undefined;
    const nextMs = next?.getTime();
    return { at: now, window, next: nextMs, until: Math.min(window?.end ?? Infinity, nextMs ?? Infinity) };
  }
}

/** Task clocks by rule (time zone, times, days), kept while schedules use them: a rule's croner
 *  jobs are made once (and shared with other rules that have the same start or end), and
 *  schedules sharing a rule share its answers. */
export class TaskClocks {
  private clocks = new Map<string, TaskClock>();
  private used = new Set<string>();
  private readonly jobs = new CronJobs();

  of(task: TaskTimesInput, timezone: string): TaskClock {
    const key = `${timezone}|${task.startTime}|${task.endTime}|${[...task.byDay].sort().join(',')}`;
    this.used.add(key);
    let clock = this.clocks.get(key);
    if (!clock) {
      clock = new TaskClock(task, timezone, this.jobs);
      this.clocks.set(key, clock);
    }
    return clock;
  }

  /** Forgets the rules no schedule used since the last sweep, and the jobs they alone used. */
  sweep(): void {
    for (const key of this.clocks.keys()) if (!this.used.has(key)) this.clocks.delete(key);
    this.used = new Set();
    this.jobs.keepOnly(
      new Set([...this.clocks.values()].flatMap((c) => [c.starts, c.ends].filter((j) => j !== undefined))),
    );
  }
}
