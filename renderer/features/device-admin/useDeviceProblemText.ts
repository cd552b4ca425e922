/** deviceForm's problems in the user's words (deviceAdmin.validation.*) for a form's rules, or
 *  undefined when there is none. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from './deviceForm';

export function useDeviceProblemText(): (problem: FieldProblem | null) => string | undefined {
  const { t } = useTranslation();
  return useCallback((problem) => (problem ? t(`deviceAdmin.validation.${problem}`) : undefined), [t]);
}
