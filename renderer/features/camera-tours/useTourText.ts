/** The camera tours' rule texts (shared/tours, the platform's English words) and the platform's
 *  refusals in the operator's language, through the shared catalogue of server messages (issue 34). */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localiseServerMessage } from '../../ui';

export function useTourText(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback((message) => localiseServerMessage(t, message), [t]);
}
