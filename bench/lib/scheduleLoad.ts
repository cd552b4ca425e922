/** The schedules bench/automation runs (issue 28): 1,000 schedules of 10 tasks, each schedule over
 *  its own 10 of 10,000 cameras, held in memory. `shared` draws every task from ten rules (nights,
 *  the working day, weekends …) as many sites do; `quarterHours` gives each task its own times on
 *  the quarter hours, days and one of four time zones, as sites that each set their own would;
 *  `unique` gives every task a rule of its own to the minute, the scheduler's worst case. */
import type { ScheduleRecord, ScheduleTaskRecord } from '../../server/schedules';
import type { SchedulerDeps } from '../../server/schedules';
import type { Weekday } from '../../shared/schedules/scheduleActions';

export const SCHEDULES = 1000;
export const TASKS_PER_SCHEDULE = 10;
export const CAMERAS = 10_000;
const CAMERAS_PER_SCHEDULE = CAMERAS / SCHEDULES;

const WEEK: Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const ZONES = ['UTC', 'Europe/Warsaw', 'America/New_York', 'Asia/Dubai'];
const SHARED_RULES: Array<Pick<ScheduleTaskRecord, 'startTime' | 'endTime' | 'byDay'>> = [
  { startTime: '22:00', endTime: '06:00', byDay: WEEK.slice(0, 5) },
  { startTime: '08:00', endTime: '18:00', byDay: WEEK.slice(0, 5) },
  { startTime: '00:00', endTime: '00:00', byDay: ['SA', 'SU'] },
  { startTime: '12:00', endTime: '13:00', byDay: WEEK },
  { startTime: '18:00', endTime: '22:00', byDay: WEEK.slice(0, 5) },
  { startTime: '06:00', endTime: '08:00', byDay: WEEK },
  { startTime: '20:00', endTime: '07:00', byDay: ['FR', 'SA'] },
  { startTime: '09:30', endTime: '16:30', byDay: ['MO', 'WE', 'FR'] },
  { startTime: '23:00', endTime: '05:00', byDay: ['SU'] },
  { startTime: '07:00', endTime: '19:00', byDay: ['SA'] },
];
const ACTIONS = [
  { action: 'RECORDING_MODE', value: 'NONE' },
  { action: 'RECORDING_MODE', value: 'EVENTS' },
  { action: 'MOTION_DETECTION', value: 'OFF' },
  { action: 'RECORDING_MODE', value: 'CONTINUOUS' },
];

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export type RuleMix = 'shared' | 'quarterHours' | 'unique';

function task(s: number, k: number, rules: RuleMix): ScheduleTaskRecord {
  const { action, value } = ACTIONS[(s + k) % ACTIONS.length]!;
  const actions = [{ action, description: null, deviceTypes: null, value }];
  if (rules === 'shared') return { id: `t-${s}-${k}`, name: null, ...SHARED_RULES[(s + k) % 10]!, actions };
  const step = rules === 'unique' ? 1 : 15;
  const start = Math.floor(((s * 7 + k * 131) % 1440) / step) * step;
  const length = 30 + Math.floor(((s * 13 + k * 17) % 600) / step) * step;
  const byDay = WEEK.filter((_, d) => (s + k + d) % 3 !== 0);
  return { id: `t-${s}-${k}`, name: null, startTime: hhmm(start), endTime: hhmm(start + length), byDay, actions };
}

export function scheduleLoad(rules: RuleMix): ScheduleRecord[] {
  return Array.from({ length: SCHEDULES }, (_, s) => ({
    id: `schedule-${s}`,
    realmId: 'realm',
    name: `Schedule ${s}`,
    enabled: true,
    timezone: rules === 'shared' ? 'Europe/Warsaw' : ZONES[s % ZONES.length]!,
    devices: Array.from({ length: CAMERAS_PER_SCHEDULE }, (__, c) => `cam-${s * CAMERAS_PER_SCHEDULE + c}`),
    sets: [],
    zones: [],
    tasks: Array.from({ length: TASKS_PER_SCHEDULE }, (__, k) => task(s, k, rules)),
  }));
}

/** How many different rules (time zone, times, days) the tasks have. */
export function distinctRules(schedules: readonly ScheduleRecord[]): number {
  return new Set(
    schedules.flatMap((s) => s.tasks.map((t) => `${s.timezone}|${t.startTime}|${t.endTime}|${t.byDay.join(',')}`)),
  ).size;
}

/** The scheduler's reads answered from memory; `reads` counts evaluations. */
export function memoryDeps(schedules: readonly ScheduleRecord[]): SchedulerDeps & { reads: number } {
  const deps = {
    reads: 0,
    enabledSchedules: async () => {
      deps.reads++;
      return [...schedules];
    },
    devicesOf: async (schedule: ScheduleRecord) => schedule.devices.map((id) => ({ id, deviceType: 'camera' })),
    goToPreset: async () => undefined,
    onError: (message: string) => process.stderr.write(`${message}\n`),
  };
  return deps;
}
