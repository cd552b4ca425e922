/** Reads a schedule's input (spec 3 §3.6, §7 createSchedule/updateSchedule) into what is stored:
 *  trimmed names, a known IANA time zone, HH:mm times, days and actions from their lists, task ids
 *  kept or made, a tour's or policy's action with its target. Throws the platform's wording (SCHEDULE_TEXT) for what cannot be saved. */
import { randomUUID } from 'node:crypto';
import {
  PTZ_PRESET_ACTION,
  SCHEDULE_ACTION_VALUES,
  SCHEDULE_ACTIONS,
  SCHEDULE_TEXT,
  targetKindOf,
  WEEKDAYS,
  type ScheduleActionName,
  type Weekday,
} from '../../shared/schedules/scheduleActions';
import { minutesOf } from '../../shared/schedules/taskOverlaps';
import { DomainError } from '../kernel';
import type { ScheduleTaskRecord } from './scheduleRecord';

export interface ScheduleActionInput {
  action: string;
  description?: string | null;
  deviceTypes?: readonly string[] | null;
  value?: string | null;
  target?: string | null;
}

export interface ScheduleTaskInput {
  id?: string | null;
  name?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  byDay?: readonly string[] | null;
  actions?: readonly ScheduleActionInput[] | null;
}

export interface ScheduleInput {
  id?: string | null;
  name: string;
  enabled?: boolean | null;
  timezone?: string | null;
  devices?: readonly string[] | null;
  sets?: readonly string[] | null;
  zones?: readonly string[] | null;
  tasks?: readonly ScheduleTaskInput[] | null;
}

/** Whether the name is an IANA time zone this runtime knows. */
export function isTimezone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

export function readTimezone(name: string | null | undefined): string {
  const zone = (name ?? 'UTC').trim() || 'UTC';
  if (!isTimezone(zone)) throw DomainError.badInput(SCHEDULE_TEXT.badTimezone);
  return zone;
}

export function readTasks(tasks: readonly ScheduleTaskInput[] | null | undefined): ScheduleTaskRecord[] {
  return (tasks ?? []).map((task) => {
    if (minutesOf(task.startTime) === undefined || minutesOf(task.endTime) === undefined) {
      throw DomainError.badInput(SCHEDULE_TEXT.badTime);
    }
    const byDay = WEEKDAYS.filter((day) => task.byDay?.includes(day)) as Weekday[];
    if (byDay.length === 0) throw DomainError.badInput(SCHEDULE_TEXT.noDays);
    return {
      id: task.id?.trim() || randomUUID(),
      name: task.name?.trim() || null,
      startTime: task.startTime as string,
      endTime: task.endTime as string,
      byDay,
      actions: (task.actions ?? []).map((action) => {
        if (!(SCHEDULE_ACTIONS as readonly string[]).includes(action.action)) {
          throw DomainError.badInput(SCHEDULE_TEXT.badAction);
        }
        const value = action.value?.trim() ?? '';
        const values = SCHEDULE_ACTION_VALUES[action.action as ScheduleActionName];
        const valid = action.action === PTZ_PRESET_ACTION ? value.length > 0 : values.includes(value);
        if (!valid) throw DomainError.badInput(SCHEDULE_TEXT.badValue);
        // A tour or policy action names its target; whether the realm has it is the service's check.
        const target = targetKindOf(action.action) ? action.target?.trim() || null : null;
        if (targetKindOf(action.action) && !target) throw DomainError.badInput(SCHEDULE_TEXT.badTarget);
        return {
          action: action.action,
          description: action.description?.trim() || null,
          deviceTypes: action.deviceTypes?.length ? [...action.deviceTypes] : null,
          value,
          target,
        };
      }),
    };
  });
}
