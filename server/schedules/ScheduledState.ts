/** What the schedules hold in force now, per device (issue 28), kept beside the stored device
 *  settings and never written into them: the recording pipeline, motion detection and sensor alarms
 *  read it over what the administrator set, so at a window's end the administrator's settings are
 *  simply in force again. Changes are told to listeners (platform/ restarts a camera's pipeline or
 *  its motion detector).
 *  Hook for notification policies: `scheduleActive(id)` answers whether a schedule has a window in
 *  force (a policy gated by a schedule asks it), and an action a policy should follow (enable or
 *  disable it) is one more entry in SCHEDULE_ACTIONS read here with valueOf(policyId, action). */
import {
  MOTION_DETECTION_ACTION,
  RECORDING_MODE_ACTION,
  SENSOR_ARMING_ACTION,
} from '../../shared/schedules/scheduleActions';
import { RECORDING_MODES, type RecordingMode } from '../../shared/cameraAdmin/cameraAdminConstants';
import type { HeldAction } from './resolveInForce';

/** A device whose held actions changed, and which. */
export interface HeldChange {
  deviceId: string;
  actions: string[];
}

export class ScheduledState {
  private held = new Map<string, Map<string, HeldAction>>();
  private active = new Set<string>();
  private readonly listeners: Array<(changes: HeldChange[]) => void> = [];

  valueOf(deviceId: string, action: string): string | undefined {
    return this.held.get(deviceId)?.get(action)?.value;
  }

  /** What the schedules hold on a device, by action. */
  heldOn(deviceId: string): ReadonlyMap<string, HeldAction> {
    return this.held.get(deviceId) ?? new Map();
  }

  /** The recording mode a schedule holds on the camera, over its own. */
  recordingMode(cameraId: string): RecordingMode | undefined {
    const value = this.valueOf(cameraId, RECORDING_MODE_ACTION);
    return RECORDING_MODES.includes(value as RecordingMode) ? (value as RecordingMode) : undefined;
  }

  /** Motion detection on or off by a schedule, over the camera's own. */
  motionDetection(cameraId: string): boolean | undefined {
    const value = this.valueOf(cameraId, MOTION_DETECTION_ACTION);
    return value === 'ON' ? true : value === 'OFF' ? false : undefined;
  }

  /** Whether the sensor raises alarms: unless a schedule holds it disarmed. */
  sensorArmed(sensorId: string): boolean {
    return this.valueOf(sensorId, SENSOR_ARMING_ACTION) !== 'DISARMED';
  }

  /** Whether one of the schedule's windows is in force. */
  scheduleActive(scheduleId: string): boolean {
    return this.active.has(scheduleId);
  }

  /** Told of the devices whose held actions change; returns the function that stops telling. */
  onChange(listener: (changes: HeldChange[]) => void): () => void {
    this.listeners.push(listener);
    return () => {
      const at = this.listeners.indexOf(listener);
      if (at >= 0) this.listeners.splice(at, 1);
    };
  }

  /** Puts what is in force now in place; tells listeners what changed unless `quietly`. */
  replace(held: Map<string, Map<string, HeldAction>>, active: Set<string>, quietly = false): HeldChange[] {
    const changes: HeldChange[] = [];
    for (const deviceId of new Set([...this.held.keys(), ...held.keys()])) {
      const before = this.held.get(deviceId);
      const after = held.get(deviceId);
      const actions = [...new Set([...(before?.keys() ?? []), ...(after?.keys() ?? [])])].filter(
        (action) => before?.get(action)?.value !== after?.get(action)?.value,
      );
      if (actions.length) changes.push({ deviceId, actions });
    }
    this.held = held;
    this.active = active;
    if (!quietly && changes.length) for (const listener of [...this.listeners]) listener(changes);
    return changes;
  }
}
