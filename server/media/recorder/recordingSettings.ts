/** A camera's recording settings from its device config (spec 3 §4 recording modes): CONTINUOUS
 *  unless set; EVENTS with its pre- and post-roll. Demo cameras carry none and record continuously. */
import {
  EVENT_RECORDING_DEFAULTS,
  RECORDING_MODES,
  type RecordingMode,
} from '../../../shared/cameraAdmin/cameraAdminConstants';
import type { DeviceRecord } from '../../db/repositories/devices';

export interface RecordingSettings {
  mode: RecordingMode;
  preRollSeconds: number;
  postRollSeconds: number;
}

export function recordingSettings(device: DeviceRecord): RecordingSettings {
  const own = (device.config.recording ?? {}) as Partial<RecordingSettings>;
  const mode = RECORDING_MODES.includes(own.mode as RecordingMode) ? (own.mode as RecordingMode) : 'CONTINUOUS';
  const seconds = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
  return {
    mode,
    preRollSeconds: seconds(own.preRollSeconds, EVENT_RECORDING_DEFAULTS.preRollSeconds),
    postRollSeconds: seconds(own.postRollSeconds, EVENT_RECORDING_DEFAULTS.postRollSeconds),
  };
}
