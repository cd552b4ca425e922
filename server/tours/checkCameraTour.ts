/** Checks a camera tour before it is saved (spec 3 §3.6; issue 28): its name (unique in the realm),
 *  its steps' cameras (the realm's own) and delays; a preset a step cannot reach is saved with a
 *  warning (spec 3 §7.2: create and update may return a warning with warningFields). */
import {
  TOUR_ERROR,
  TOUR_MAX_STEPS,
  TOUR_STEP_DELAY,
  TOUR_WARNING,
  tourDelayError,
  tourNameError,
} from '../../shared/tours/cameraTours';
import type { CameraTourRecord, CameraTourStepRecord } from '../db/repositories/cameraTours';
import type { DeviceRecord } from '../db/repositories/devices';
import { DomainError } from '../kernel';
import { isPtzCamera, readPtzConfig } from '../media';

export interface CameraTourStepInput {
  cameraId: string;
  cameraPreset?: string | null;
  delay?: number | null;
  name?: string | null;
}

export interface CameraTourInput {
  id?: string | null;
  name: string;
  enabled?: boolean | null;
  steps?: readonly CameraTourStepInput[] | null;
}

/** A saved tour's warning: what looks wrong, field by field (`steps.<index>.cameraPreset`). */
export interface TourWarning {
  message: string;
  warningFields: Array<{ field: string; value: string | null }>;
}

export interface CheckedCameraTour {
  tour: { name: string; enabled: boolean; steps: CameraTourStepRecord[] };
  warning: TourWarning | undefined;
}

export async function checkCameraTour(
  input: CameraTourInput,
  realmTours: readonly CameraTourRecord[],
  camerasOf: (ids: readonly string[]) => Promise<DeviceRecord[]>,
): Promise<CheckedCameraTour> {
  const fault = tourNameError(input.name);
  if (fault) throw DomainError.badInput(fault);
  const name = input.name.trim();
  const key = name.toLocaleLowerCase();
  if (realmTours.some((t) => t.id !== input.id && t.name.toLocaleLowerCase() === key)) {
    throw new DomainError('conflict', TOUR_ERROR.NAME_TAKEN);
  }
  const given = input.steps ?? [];
  if (given.length > TOUR_MAX_STEPS) throw DomainError.badInput(TOUR_ERROR.TOO_MANY_STEPS);
  const cameras = new Map((await camerasOf([...new Set(given.map((s) => s.cameraId))])).map((c) => [c.id, c]));
  const fields: TourWarning['warningFields'] = [];
  const steps = given.map((step, index): CameraTourStepRecord => {
    const camera = cameras.get(step.cameraId);
    if (!camera) throw DomainError.badInput(TOUR_ERROR.UNKNOWN_CAMERA(step.cameraId));
    const delay = step.delay ?? TOUR_STEP_DELAY.default;
    const delayFault = tourDelayError(delay);
    if (delayFault) throw DomainError.badInput(delayFault);
    const preset = step.cameraPreset?.trim() || null;
    if (preset) {
      const problem = !isPtzCamera(camera)
        ? TOUR_WARNING.NO_PTZ
        : (readPtzConfig(camera).presets ?? []).some((p) => p.id === preset)
          ? undefined
          : TOUR_WARNING.NO_PRESET;
      if (problem) fields.push({ field: `steps.${index}.cameraPreset`, value: problem });
    }
    return { cameraId: camera.id, cameraPreset: preset, delay, name: step.name?.trim() || null };
  });
  return {
    tour: { name, enabled: input.enabled ?? true, steps },
    warning: fields.length > 0 ? { message: TOUR_WARNING.STEPS, warningFields: fields } : undefined,
  };
}
