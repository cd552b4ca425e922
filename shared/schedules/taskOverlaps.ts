/** Issue 28: where two tasks of a schedule overlap in the week and set the same thing, the task
 *  that started last wins; the editor and the save answer warn of each such pair. Pure: minutes of
 *  the week, Monday 00:00 = 0, a window crossing midnight (or the week's end) wrapping on. */
import { holdsForWindow, WEEKDAYS, type Weekday } from './scheduleActions';

export interface TaskTimes {
  name?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  byDay?: readonly string[] | null;
  actions?: ReadonlyArray<{ action: string; target?: string | null }> | null;
}

export interface TaskOverlap {
  /** Indexes of the two tasks in the list, first < second. */
  first: number;
  second: number;
  /** The day the second task's window that overlaps starts. */
  day: Weekday;
}

const WEEK_MINUTES = 7 * 24 * 60;

/** Minutes since midnight of an HH:mm time, or undefined when it is not one. */
export function minutesOf(time: string | null | undefined): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** A window's length in minutes: an end at or before the start is on the next day. */
export function windowMinutes(start: number, end: number): number {
  const length = (end - start + 24 * 60) % (24 * 60);
  return length === 0 ? 24 * 60 : length;
}

/** The task's windows as [start, end) in minutes of the week (end may pass the week's end). */
export function weekWindows(task: TaskTimes): Array<{ day: Weekday; start: number; end: number }> {
  const start = minutesOf(task.startTime);
  const end = minutesOf(task.endTime);
  if (start === undefined || end === undefined) return [];
  const length = windowMinutes(start, end);
  return WEEKDAYS.flatMap((day, index) =>
    task.byDay?.includes(day) ? [{ day, start: index * 24 * 60 + start, end: index * 24 * 60 + start + length }] : [],
  );
}

function intersects(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  // Compared as they are and a week apart, so windows wrapping past Sunday midnight meet Monday's.
  return [-WEEK_MINUTES, 0, WEEK_MINUTES].some((shift) => a.start < b.end + shift && b.start + shift < a.end);
}

/** What an action sets: the action, on the tour or policy it names if it names one. */
const heldKey = (x: { action: string; target?: string | null }) => `${x.action}|${x.target ?? ''}`;

function sharesHeldAction(a: TaskTimes, b: TaskTimes): boolean {
  const held = new Set((a.actions ?? []).filter((x) => holdsForWindow(x.action)).map(heldKey));
  return (b.actions ?? []).some((x) => held.has(heldKey(x)));
}

/** Each pair of tasks whose windows overlap and that set the same thing, once per pair. */
export function taskOverlaps(tasks: readonly TaskTimes[]): TaskOverlap[] {
  const overlaps: TaskOverlap[] = [];
  tasks.forEach((a, first) => {
    tasks.forEach((b, second) => {
      if (second <= first || !sharesHeldAction(a, b)) return;
      const windowsA = weekWindows(a);
      const hit = weekWindows(b).find((wb) => windowsA.some((wa) => intersects(wa, wb)));
      if (hit) overlaps.push({ first, second, day: hit.day });
    });
  });
  return overlaps;
}
