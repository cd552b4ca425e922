/** The camera tour form's values (spec 3 §3.6: name, enabled, steps of cameraId, cameraPreset,
 *  delay, name), read from a saved tour, checked by the shared rules the platform applies
 *  (shared/tours) and turned into the CameraTourInput the platform takes. */
import {
  TOUR_ERROR,
  TOUR_MAX_STEPS,
  TOUR_STEP_DELAY,
  tourDelayError,
  tourNameError,
} from '../../../shared/tours/cameraTours';
import type { CameraTourRecord } from './cameraTourDocuments';

export interface TourStepValues {
  cameraId: string;
  /** '' for none: the step shows the camera without moving it. */
  cameraPreset: string;
  /** Seconds; null while the field is empty, NaN for text that is no number. */
  delay: number | null;
  name: string;
}

export interface TourFormValues {
  name: string;
  enabled: boolean;
  steps: TourStepValues[];
}

export const NEW_TOUR: TourFormValues = { name: '', enabled: true, steps: [] };

/** A new step: the camera given (or none yet), the default delay. */
export const newStep = (cameraId = ''): TourStepValues => ({
  cameraId,
  cameraPreset: '',
  delay: TOUR_STEP_DELAY.default,
  name: '',
});

export function tourValues(tour: CameraTourRecord): TourFormValues {
  return {
    name: tour.name,
    enabled: tour.enabled !== false,
    steps: (tour.steps ?? []).map((step) => ({
      cameraId: step.cameraId,
      cameraPreset: step.cameraPreset ?? '',
      delay: step.delay ?? TOUR_STEP_DELAY.default,
      name: step.name ?? '',
    })),
  };
}

export function tourInput(values: TourFormValues, id?: string) {
  return {
    ...(id && { id }),
    name: values.name.trim(),
    enabled: values.enabled,
    steps: values.steps.map((step) => ({
      cameraId: step.cameraId,
      cameraPreset: step.cameraPreset || null,
      delay: step.delay ?? TOUR_STEP_DELAY.default,
      name: step.name.trim() || null,
    })),
  };
}

/** The form's problems by field path, in the platform's (English) words; `say` puts them in the
 *  operator's. */
export function tourProblems(values: TourFormValues, say: (message: string) => string) {
  const problems: Record<string, string | undefined> = {};
  const name = tourNameError(values.name);
  if (name) problems.name = say(name);
  if (values.steps.length > TOUR_MAX_STEPS) problems['root.form'] = say(TOUR_ERROR.TOO_MANY_STEPS);
  values.steps.forEach((step, index) => {
    if (!step.cameraId) problems[`steps.${index}.cameraId`] = say(TOUR_ERROR.STEP_CAMERA_MISSING);
    const delay = tourDelayError(step.delay ?? Number.NaN);
    if (delay) problems[`steps.${index}.delay`] = say(delay);
  });
  return problems;
}
