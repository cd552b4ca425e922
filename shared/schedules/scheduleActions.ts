/** Spec 3 §3.6 Schedule and §7 scheduleActionTemplates (issue 28): what a schedule task can do to
 *  the devices it covers — or to the one camera tour or notification policy an action names (its
 *  target) — the values each action takes, and the two-letter weekday codes. A task's state actions
 *  hold for its window and are reverted at its end; a moment action (a PTZ preset) happens at the
 *  window's start. */

/** Spec 3 §3.6: weekdays use two-letter codes, Monday first. */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A camera's recording mode for the window (spec 3 §4 modes a schedule may choose). */
export const RECORDING_MODE_ACTION = 'RECORDING_MODE';
/** A sensor armed or disarmed for the window: a disarmed sensor raises no alarm. */
export const SENSOR_ARMING_ACTION = 'SENSOR_ARMING';
/** A camera's motion detection on or off for the window. */
export const MOTION_DETECTION_ACTION = 'MOTION_DETECTION';
/** A PTZ camera goes to a preset when the window starts. */
export const PTZ_PRESET_ACTION = 'PTZ_PRESET';

/** A camera tour of the realm patrols (or stays stopped) for the window, whatever it was set to. */
export const CAMERA_TOUR_ACTION = 'CAMERA_TOUR';
/** A notification policy of the realm is disabled (or enabled) for the window. */
export const NOTIFICATION_POLICY_ACTION = 'NOTIFICATION_POLICY';

export const SCHEDULE_ACTIONS = [
  RECORDING_MODE_ACTION,
  SENSOR_ARMING_ACTION,
  MOTION_DETECTION_ACTION,
  PTZ_PRESET_ACTION,
  CAMERA_TOUR_ACTION,
  NOTIFICATION_POLICY_ACTION,
] as const;
export type ScheduleActionName = (typeof SCHEDULE_ACTIONS)[number];

/** The values of each state action, the first being the template's default; a preset's value is
 *  the preset's id, so it has no list. */
export const SCHEDULE_ACTION_VALUES: Readonly<Record<ScheduleActionName, readonly string[]>> = {
  [RECORDING_MODE_ACTION]: ['NONE', 'EVENTS', 'CONTINUOUS'],
  [SENSOR_ARMING_ACTION]: ['DISARMED', 'ARMED'],
  [MOTION_DETECTION_ACTION]: ['OFF', 'ON'],
  [PTZ_PRESET_ACTION]: [],
  [CAMERA_TOUR_ACTION]: ['RUNNING', 'STOPPED'],
  [NOTIFICATION_POLICY_ACTION]: ['DISABLED', 'ENABLED'],
};

/** What an action names instead of acting on the schedule's devices: a camera tour or a
 *  notification policy of the schedule's realm, by id (the action's `target`). */
export type ScheduleTargetKind = 'tour' | 'notificationPolicy';
export const SCHEDULE_ACTION_TARGETS: Readonly<Partial<Record<ScheduleActionName, ScheduleTargetKind>>> = {
  [CAMERA_TOUR_ACTION]: 'tour',
  [NOTIFICATION_POLICY_ACTION]: 'notificationPolicy',
};

/** The kind of thing the action names, or undefined for an action on the schedule's devices. */
export function targetKindOf(action: string): ScheduleTargetKind | undefined {
  return SCHEDULE_ACTION_TARGETS[action as ScheduleActionName];
}

/** Actions that hold for the window (and are reverted at its end) rather than happen at its start. */
export function holdsForWindow(action: string): boolean {
  return action !== PTZ_PRESET_ACTION;
}

/** The device types an action applies to (spec 3 §7 scheduleActionTemplates deviceTypes). */
export const SCHEDULE_ACTION_DEVICE_TYPES: Readonly<Record<ScheduleActionName, readonly string[]>> = {
  [RECORDING_MODE_ACTION]: ['camera'],
  [SENSOR_ARMING_ACTION]: ['sensor'],
  [MOTION_DETECTION_ACTION]: ['camera'],
  [PTZ_PRESET_ACTION]: ['camera'],
  [CAMERA_TOUR_ACTION]: [],
  [NOTIFICATION_POLICY_ACTION]: [],
};

/** The schedule service's answers (spec 3 §8: validation wording not shown; these are the platform's). */
export const SCHEDULE_TEXT = {
  nameEmpty: 'Name should not be empty',
  nameExists: 'Schedule name already exists',
  badTimezone: 'Unknown time zone',
  badTime: 'Times are HH:mm',
  noDays: 'A task runs on at least one day',
  badAction: 'Unknown schedule action',
  badValue: 'Unknown value for the action',
  badTarget: 'Choose what the action applies to',
  overlap: 'Tasks overlap; where they do, the task that started last wins',
  noDevice: 'The schedule covers no device',
  noLongerFollow: 'These no longer follow the schedule',
  namedBySchedules: 'Schedules named it; their actions on it no longer apply',
} as const;

/** A deleted tour's or policy's warning: the schedules whose actions named it, one field each. */
export function namedBySchedulesWarning(
  names: readonly string[],
): { message: string; warningFields: Array<{ field: string; value: string }> } | null {
  if (names.length === 0) return null;
  return {
    message: SCHEDULE_TEXT.namedBySchedules,
    warningFields: names.map((value) => ({ field: 'usedBy', value })),
  };
}
