/** What the schedules hold in force now, per device (issue 28), kept beside the stored device
 *  settings and never written into them: the recording pipeline, motion detection and sensor alarms
 *  read it over what the administrator set, so at a window's end the administrator's settings are
 *  simply in force again. Changes are told to listeners (platform/ restarts a camera's pipeline or
 *  its motion detector).
 *  Camera tours and notification policies a task names are held here by their id the same way:
 *  tourRunning and policyEnabled answer over the tour's running flag and the policy's enabled one,
 *  for the schedules of the tour's or policy's own realm only. `scheduleActive(id)` answers whether
 *  a schedule has a window in force (a policy gated by a schedule asks it). */
import {
  CAMERA_TOUR_ACTION,
  MOTION_DETECTION_ACTION,
  NOTIFICATION_POLICY_ACTION,
  RECORDING_MODE_ACTION,
  SENSOR_ARMING_ACTION,
} from '../../shared/schedules/scheduleActions';
import { RECORDING_MODES, type RecordingMode } from '../../shared/cameraAdmin/cameraAdminConstants';
import type { HeldAction } from './resolveInForce';

/** A device (or tour or policy) whose held actions changed, and which, in the holding schedule's realm. */
export interface HeldChange {
  deviceId: string;
  realmId: string;
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

  /** The hold a schedule of the realm has on its tour (CAMERA_TOUR) or policy (NOTIFICATION_POLICY)
   *  now: which schedule and task, the value and until when; undefined: none holds it. */
  targetHold(realmId: string, targetId: string, action: string): HeldAction | undefined {
    const held = this.held.get(targetId)?.get(action);
    return held?.realmId === realmId ? held : undefined;
  }

  /** Whether a schedule holds the realm's tour running (true) or stopped (false); undefined: none does. */
  tourRunning(realmId: string, tourId: string): boolean | undefined {
    const held = this.targetHold(realmId, tourId, CAMERA_TOUR_ACTION);
    return held && held.value === 'RUNNING';
  }

  /** The tours a schedule holds running now. */
  runningTours(): Array<{ realmId: string; tourId: string }> {
    return [...this.held].flatMap(([tourId, actions]) => {
      const held = actions.get(CAMERA_TOUR_ACTION);
      return held?.value === 'RUNNING' ? [{ realmId: held.realmId, tourId }] : [];
    });
  }

  /** Whether a schedule holds the realm's policy enabled or disabled; undefined: none does. */
  policyEnabled(realmId: string, policyId: string): boolean | undefined {
    const held = this.targetHold(realmId, policyId, NOTIFICATION_POLICY_ACTION);
    return held && held.value === 'ENABLED';
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
      const realmId = [...(after ?? before ?? new Map<string, HeldAction>()).values()][0]?.realmId ?? '';
      if (actions.length) changes.push({ deviceId, realmId, actions });
    }
    this.held = held;
    this.active = active;
    if (!quietly && changes.length) for (const listener of [...this.listeners]) listener(changes);
    return changes;
  }
}
