/** What the enabled schedules put in force at a moment (issue 28): for each device (or camera tour
 *  or notification policy an action names) and each action that holds for a window, the value of the task whose window in force started last (the written
 *  rule for overlapping tasks: most recent start wins; on a tie, the later task); the moment actions
 *  of windows in force (a preset to go to at the start); and when this answer next changes. Pure:
 *  the same schedules and moment give the same answer, which is what a restart mid-window relies on. */
import {
  holdsForWindow,
  SCHEDULE_ACTION_DEVICE_TYPES,
  targetKindOf,
  type ScheduleActionName,
} from '../../shared/schedules/scheduleActions';
import type { ScheduleTaskRecord } from './scheduleRecord';
import type { TaskClock } from './taskWindows';

/** An enabled schedule ready to run: its tasks' clocks and the devices it covers (its own, and its
 *  sets' and zones' members) with their types. */
export interface RunnableSchedule {
  id: string;
  realmId: string;
  name: string;
  tasks: ReadonlyArray<{ task: ScheduleTaskRecord; clock: TaskClock }>;
  devices: ReadonlyArray<{ id: string; deviceType: string }>;
}

/** A value held on a device (or a tour or policy) for a window, and the task that holds it. */
export interface HeldAction {
  value: string;
  /** The schedule's realm: a tour or policy follows only its own realm's schedules. */
  realmId: string;
  scheduleId: string;
  scheduleName: string;
  taskId: string;
  taskName: string | null;
  start: number;
  end: number;
}

/** A moment action of a window in force; `key` names the window, so it happens once per window. */
export interface MomentAction {
  key: string;
  realmId: string;
  deviceId: string;
  action: string;
  value: string;
  scheduleName: string;
}

export interface InForce {
  /** By device (or the tour or policy an action names), then by action. */
  held: Map<string, Map<string, HeldAction>>;
  moments: MomentAction[];
  /** Schedules with a window in force: the gate a notification policy may name. */
  activeSchedules: Set<string>;
  /** The next moment a window opens or closes. */
  nextChange: number | undefined;
}

function appliesTo(action: { action: string; deviceTypes: string[] | null }, deviceType: string): boolean {
  const types = action.deviceTypes?.length
    ? action.deviceTypes
    : (SCHEDULE_ACTION_DEVICE_TYPES[action.action as ScheduleActionName] ?? []);
  return types.includes(deviceType);
}

export function resolveInForce(schedules: readonly RunnableSchedule[], now: number): InForce {
  const held = new Map<string, Map<string, HeldAction>>();
  const moments: MomentAction[] = [];
  const activeSchedules = new Set<string>();
  let nextChange: number | undefined;
  const soonest = (at: number | undefined) => {
    if (at !== undefined && at > now && (nextChange === undefined || at < nextChange)) nextChange = at;
  };
  for (const schedule of schedules) {
    for (const { task, clock } of schedule.tasks) {
      soonest(clock.nextStart(now));
      const window = clock.windowAt(now);
      if (!window) continue;
      soonest(window.end);
      activeSchedules.add(schedule.id);
      const hold = (id: string, action: { action: string; value: string }) => {
        const actions = held.get(id) ?? new Map<string, HeldAction>();
        held.set(id, actions);
        const current = actions.get(action.action);
        if (current && current.start > window.start) return;
        actions.set(action.action, {
          value: action.value,
          realmId: schedule.realmId,
          scheduleId: schedule.id,
          scheduleName: schedule.name,
          taskId: task.id,
          taskName: task.name,
          start: window.start,
          end: window.end,
        });
      };
      for (const action of task.actions) {
        if (action.value === null || action.value === '') continue;
        if (targetKindOf(action.action)) {
          // A tour or a policy: the one the action names, whatever devices the schedule covers.
          if (action.target) hold(action.target, { action: action.action, value: action.value });
          continue;
        }
        for (const device of schedule.devices) {
          if (!appliesTo(action, device.deviceType)) continue;
          if (!holdsForWindow(action.action)) {
            moments.push({
              key: `${schedule.id}/${task.id}/${window.start}/${device.id}/${action.action}`,
              realmId: schedule.realmId,
              deviceId: device.id,
              action: action.action,
              value: action.value,
              scheduleName: schedule.name,
            });
            continue;
          }
          hold(device.id, { action: action.action, value: action.value });
        }
      }
    }
  }
  return { held, moments, activeSchedules, nextChange };
}
