/** The camera tours' rule texts (shared/tours, the platform's English words) in the operator's
 *  language: each message is found under cameraTours.errors or cameraTours.warnings by its name. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { TOUR_ERROR, TOUR_WARNING } from '../../../shared/tours/cameraTours';
import { STEP_CAMERA_MISSING } from './tourFormValues';

const KEYS: ReadonlyArray<[string, string]> = [
  ...Object.entries(TOUR_ERROR).flatMap(([key, text]): Array<[string, string]> =>
    typeof text === 'string' ? [[text, `cameraTours.errors.${key}`]] : [],
  ),
  ...Object.entries(TOUR_WARNING).map(([key, text]): [string, string] => [text, `cameraTours.warnings.${key}`]),
  [STEP_CAMERA_MISSING, 'cameraTours.errors.STEP_CAMERA_MISSING'],
];
const BY_TEXT = new Map(KEYS);

export function useTourText(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      const key = BY_TEXT.get(message);
      return key ? t(key, { defaultValue: message }) : message;
    },
    [t],
  );
}
