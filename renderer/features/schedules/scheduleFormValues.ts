/** The schedule form's values (spec 3 §3.6: name, enabled, timezone, devices, sets, zones, tasks of
 *  name, startTime, endTime, byDay and actions), read from a saved schedule, checked by the rules
 *  the platform applies (shared/schedules) and turned into the ScheduleInput it takes. */
import {
  PTZ_PRESET_ACTION,
  SCHEDULE_ACTION_VALUES,
  SCHEDULE_TEXT,
  targetKindOf,
  WEEKDAYS,
  type ScheduleActionName,
  type Weekday,
} from '../../../shared/schedules/scheduleActions';
import { minutesOf } from '../../../shared/schedules/taskOverlaps';
import type { ScheduleRecord } from './scheduleDocuments';

export interface ActionValues {
  action: string;
  value: string;
  /** The tour or policy a CAMERA_TOUR or NOTIFICATION_POLICY action names ('' when none is chosen). */
  target: string;
}

export interface TaskValues {
  /** The saved task's id; '' for a task not saved yet. */
  id: string;
  name: string;
  startTime: string;
  endTime: string;
  byDay: Weekday[];
  actions: ActionValues[];
}

export interface ScheduleFormValues {
  name: string;
  enabled: boolean;
  timezone: string;
  devices: string[];
  sets: string[];
  zones: string[];
  tasks: TaskValues[];
}

/** The console's own time zone: where a new schedule's times are read unless changed. */
export function localTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export const newSchedule = (): ScheduleFormValues => ({
  name: '',
  enabled: true,
  timezone: localTimezone(),
  devices: [],
  sets: [],
  zones: [],
  tasks: [],
});

/** A new task: the working week's nights, recording off (the first action and its first value). */
export const newTask = (name: string): TaskValues => ({
  id: '',
  name,
  startTime: '22:00',
  endTime: '06:00',
  byDay: ['MO', 'TU', 'WE', 'TH', 'FR'],
  actions: [newAction('RECORDING_MODE')],
});

/** A new action at its first value; a tour's or policy's action names `target` (the first the realm has). */
export const newAction = (action: string, target = ''): ActionValues => ({
  action,
  value: SCHEDULE_ACTION_VALUES[action as ScheduleActionName]?.[0] ?? '',
  target: targetKindOf(action) ? target : '',
});

export function scheduleValues(schedule: ScheduleRecord): ScheduleFormValues {
  return {
    name: schedule.name,
    enabled: schedule.enabled !== false,
    timezone: schedule.timezone ?? 'UTC',
    devices: (schedule.devices ?? []).map((d) => d.id),
    sets: (schedule.sets ?? []).map((s) => s.id),
    zones: (schedule.zones ?? []).map((z) => z.id),
    tasks: (schedule.tasks ?? []).map((task) => ({
      id: task.id,
      name: task.name ?? '',
      startTime: task.startTime ?? '',
      endTime: task.endTime ?? '',
      byDay: WEEKDAYS.filter((d) => task.byDay?.includes(d)),
      actions: (task.actions ?? []).map((a) => ({ action: a.action, value: a.value ?? '', target: a.target ?? '' })),
    })),
  };
}

export function scheduleInput(values: ScheduleFormValues, id?: string) {
  return {
    ...(id && { id }),
    name: values.name.trim(),
    enabled: values.enabled,
    timezone: values.timezone,
    devices: values.devices,
    sets: values.sets,
    zones: values.zones,
    tasks: values.tasks.map((task) => ({
      ...(task.id && { id: task.id }),
      name: task.name.trim() || null,
      startTime: task.startTime,
      endTime: task.endTime,
      byDay: task.byDay,
      actions: task.actions.map((a) => ({
        action: a.action,
        value: a.value.trim(),
        ...(targetKindOf(a.action) && { target: a.target || null }),
      })),
    })),
  };
}

/** A preset action names no preset (the platform's badValue, said where the preset goes). */
export const PRESET_MISSING = 'Name the preset';

/** The form's problems by field path, in the platform's (English) words; `say` puts them in the
 *  operator's. */
export function scheduleProblems(values: ScheduleFormValues, say: (message: string) => string) {
  const problems: Record<string, string | undefined> = {};
  if (!values.name.trim()) problems.name = say(SCHEDULE_TEXT.nameEmpty);
  values.tasks.forEach((task, index) => {
    if (minutesOf(task.startTime) === undefined) problems[`tasks.${index}.startTime`] = say(SCHEDULE_TEXT.badTime);
    if (minutesOf(task.endTime) === undefined) problems[`tasks.${index}.endTime`] = say(SCHEDULE_TEXT.badTime);
    if (task.byDay.length === 0) problems[`tasks.${index}.byDay`] = say(SCHEDULE_TEXT.noDays);
    task.actions.forEach((action, at) => {
      if (action.action === PTZ_PRESET_ACTION && !action.value.trim()) {
        problems[`tasks.${index}.actions.${at}.value`] = say(PRESET_MISSING);
      }
      if (targetKindOf(action.action) && !action.target) {
        problems[`tasks.${index}.actions.${at}.target`] = say(SCHEDULE_TEXT.badTarget);
      }
    });
  });
  return problems;
}
