/** The schedule editor's week (issue 28): seven day columns of 24 hours with each task's windows
 *  as blocks (weekBlocks), the selected task marked and where two tasks overlap drawn as a
 *  warning. Choosing a block selects its task. */
import { useTranslation } from 'react-i18next';
import { WEEKDAYS } from '../../../shared/schedules/scheduleActions';
import type { TaskTimes } from '../../../shared/schedules/taskOverlaps';
import { blocksInOverlap, weekBlocks } from './weekBlocks';

export interface WeekGridProps {
  tasks: readonly TaskTimes[];
  selected: number | undefined;
  /** Pairs of tasks (by index) that overlap and set the same thing. */
  overlaps: ReadonlyArray<{ first: number; second: number }>;
  onSelect: (task: number) => void;
}

const HOURS = [0, 3, 6, 9, 12, 15, 18, 21];
/** Blocks shorter than this show their task's name without its times. */
const SHORT_BLOCK_MINUTES = 100;
/** 2024-01-01 was a Monday: the days' names in the console's language. */
const MONDAY = Date.UTC(2024, 0, 1, 12);

export function WeekGrid({ tasks, selected, overlaps, onSelect }: WeekGridProps) {
  const { t, i18n } = useTranslation();
  const dayName = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  const blocks = weekBlocks(tasks);
  const meeting = blocksInOverlap(blocks, overlaps);
  const label = (task: number) => tasks[task]?.name || t('schedules.taskNumber', { number: task + 1 });
  return (
    <div className="vt-week" role="group" aria-label={t('schedules.week')}>
      <div className="vt-week__hours" aria-hidden="true">
        {HOURS.map((hour) => (
          <span key={hour} style={{ insetBlockStart: `${(hour / 24) * 100}%` }}>
            {`${String(hour).padStart(2, '0')}:00`}
          </span>
        ))}
      </div>
      {WEEKDAYS.map((day, index) => (
        <div key={day} className="vt-week__day" data-day={day}>
          <div className="vt-week__day-name">{dayName.format(new Date(MONDAY + index * 86_400_000))}</div>
          <div className="vt-week__column">
            {blocks.map((block, at) => {
              if (block.day !== day) return null;
              const task = tasks[block.task]!;
              const classes = ['vt-week__block'];
              if (block.task === selected) classes.push('vt-week__block--selected');
              if (meeting.has(at)) classes.push('vt-week__block--overlap');
              // Too short for two lines: the name only (the title has the times).
              const short = block.to - block.from < SHORT_BLOCK_MINUTES;
              if (short) classes.push('vt-week__block--short');
              return (
                <button
                  type="button"
                  key={`${block.task}-${block.from}`}
                  className={classes.join(' ')}
                  style={{
                    insetBlockStart: `${(block.from / 1440) * 100}%`,
                    blockSize: `${((block.to - block.from) / 1440) * 100}%`,
                  }}
                  aria-pressed={block.task === selected}
                  title={`${label(block.task)} ${task.startTime}–${task.endTime}`}
                  onClick={() => onSelect(block.task)}
                >
                  <bdi>{label(block.task)}</bdi>
                  {!block.continued && !short && (
                    <span className="vt-week__time">{`${task.startTime}–${task.endTime}`}</span>
                  )}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
