/** The week grid's blocks (issue 28): each task's windows cut at midnight into pieces of a day
 *  column (a night window is two blocks, Sunday night's second one on Monday), in minutes of the
 *  day. Pure, tested beside it. */
import { WEEKDAYS, type Weekday } from '../../../shared/schedules/scheduleActions';
import { weekWindows, type TaskTimes } from '../../../shared/schedules/taskOverlaps';

const DAY = 24 * 60;

export interface WeekBlock {
  task: number;
  day: Weekday;
  /** Minutes of the day the block starts and ends (end ≤ 1440). */
  from: number;
  to: number;
  /** The block continues a window that started the day before. */
  continued: boolean;
}

export function weekBlocks(tasks: readonly TaskTimes[]): WeekBlock[] {
  return tasks.flatMap((task, index) =>
    weekWindows(task).flatMap(({ start, end }) => {
      const blocks: WeekBlock[] = [];
      for (let at = start; at < end; at = (Math.floor(at / DAY) + 1) * DAY) {
        const dayIndex = Math.floor(at / DAY);
        const to = Math.min(end, (dayIndex + 1) * DAY);
        blocks.push({
          task: index,
          day: WEEKDAYS[dayIndex % 7]!,
          from: at - dayIndex * DAY,
          to: to - dayIndex * DAY,
          continued: at !== start,
        });
      }
      return blocks;
    }),
  );
}

/** The blocks (by index) that meet a block of a task they overlap with: where the overlap rule decides. */
export function blocksInOverlap(
  blocks: readonly WeekBlock[],
  pairs: ReadonlyArray<{ first: number; second: number }>,
): Set<number> {
  const paired = (a: number, b: number) =>
    pairs.some((p) => (p.first === a && p.second === b) || (p.first === b && p.second === a));
  const found = new Set<number>();
  blocks.forEach((a, i) => {
    blocks.forEach((b, j) => {
      if (i < j && a.day === b.day && a.from < b.to && b.from < a.to && paired(a.task, b.task)) {
        found.add(i);
        found.add(j);
      }
    });
  });
  return found;
}
