/** The schedules' rule texts (shared/schedules, the platform's English words) in the operator's
 *  language: each message is found under schedules.errors by its name. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SCHEDULE_TEXT } from '../../../shared/schedules/scheduleActions';
import { PRESET_MISSING } from './scheduleFormValues';

const BY_TEXT = new Map<string, string>([
  ...Object.entries(SCHEDULE_TEXT).map(([key, text]): [string, string] => [text, `schedules.errors.${key}`]),
  [PRESET_MISSING, 'schedules.errors.presetMissing'],
]);

export function useScheduleText(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      const key = BY_TEXT.get(message);
      return key ? t(key, { defaultValue: message }) : message;
    },
    [t],
  );
}
