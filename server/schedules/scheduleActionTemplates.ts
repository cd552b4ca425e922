/** Spec 3 §7 scheduleActionTemplates: what each device type can be told by a schedule task, with
 *  the value a new action starts with (SCHEDULE_ACTION_VALUES' first; a preset names its own). */
import {
  SCHEDULE_ACTION_DEVICE_TYPES,
  SCHEDULE_ACTION_VALUES,
  SCHEDULE_ACTIONS,
} from '../../shared/schedules/scheduleActions';

export interface ScheduleActionTemplate {
  action: string;
  description: string;
  deviceTypes: string[];
  value: string | null;
}

const DESCRIPTIONS: Record<(typeof SCHEDULE_ACTIONS)[number], string> = {
  RECORDING_MODE: 'Recording mode for the window',
  SENSOR_ARMING: 'Arm or disarm sensors for the window',
  MOTION_DETECTION: 'Motion detection on or off for the window',
  PTZ_PRESET: 'Go to a PTZ preset when the window starts',
};

export const SCHEDULE_ACTION_TEMPLATES: readonly ScheduleActionTemplate[] = SCHEDULE_ACTIONS.map((action) => ({
  action,
  description: DESCRIPTIONS[action],
  deviceTypes: [...SCHEDULE_ACTION_DEVICE_TYPES[action]],
  value: SCHEDULE_ACTION_VALUES[action][0] ?? null,
}));
