/** The schedules table (spec 3 §3.6, migration 0015) as Kysely sees it. */
import type { ColumnType } from 'kysely';

export interface ScheduleTable {
  id: string;
  realm_id: string;
  name: string;
  /** The name lower-cased: names are unique in a realm regardless of case. */
  name_key: string;
  enabled: number;
  /** IANA time zone name the tasks' times are read in. */
  timezone: string;
  /** JSON arrays of device, set and zone ids. */
  devices: string;
  sets: string;
  zones: string;
  /** JSON array of tasks (id, name, startTime, endTime, byDay, actions). */
  tasks: string;
  updated_at: ColumnType<number, number, number>;
}
