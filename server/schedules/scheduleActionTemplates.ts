/** Spec 3 §7 scheduleActionTemplates: what each device type can be told by a schedule task, with
 *  the value a new action starts with (SCHEDULE_ACTION_VALUES' first; a preset names its own). A
 *  tour's or policy's action has no device type: it names its target (SCHEDULE_ACTION_TARGETS). */
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
  CAMERA_TOUR: 'Run or stop a camera tour for the window',
  NOTIFICATION_POLICY: 'Disable or enable a notification policy for the window',
};

export const SCHEDULE_ACTION_TEMPLATES: readonly ScheduleActionTemplate[] = SCHEDULE_ACTIONS.map((action) => ({
  action,
  description: DESCRIPTIONS[action],
  deviceTypes: [...SCHEDULE_ACTION_DEVICE_TYPES[action]],
  value: SCHEDULE_ACTION_VALUES[action][0] ?? null,
}));
