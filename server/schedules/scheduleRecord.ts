/** A schedule as the service, the scheduler and the transports read it (spec 3 §3.6 Schedule):
 *  the row's JSON lists parsed, tasks with their actions. */
import type { Weekday } from '../../shared/schedules/scheduleActions';
import { parseJson } from '../db/json';
import type { ScheduleRow } from '../db/repositories/schedules';

export interface ScheduleActionRecord {
  action: string;
  description: string | null;
  /** The device types the action applies to; null: the action's own (SCHEDULE_ACTION_DEVICE_TYPES). */
  deviceTypes: string[] | null;
  value: string | null;
  /** The camera tour or notification policy the action names (SCHEDULE_ACTION_TARGETS); null for
   *  an action on the schedule's devices. Absent in schedules saved before targets existed. */
  target?: string | null;
}

export interface ScheduleTaskRecord {
  id: string;
  name: string | null;
  /** HH:mm in the schedule's time zone. */
  startTime: string;
  endTime: string;
  byDay: Weekday[];
  actions: ScheduleActionRecord[];
}

export interface ScheduleRecord {
  id: string;
  realmId: string;
  name: string;
  enabled: boolean;
  timezone: string;
  devices: string[];
  sets: string[];
  zones: string[];
  tasks: ScheduleTaskRecord[];
}

export function toScheduleRecord(row: ScheduleRow): ScheduleRecord {
  return {
    id: row.id,
    realmId: row.realm_id,
    name: row.name,
    enabled: row.enabled === 1,
    timezone: row.timezone,
    devices: parseJson<string[]>(row.devices, []),
    sets: parseJson<string[]>(row.sets, []),
    zones: parseJson<string[]>(row.zones, []),
    tasks: parseJson<ScheduleTaskRecord[]>(row.tasks, []),
  };
}
