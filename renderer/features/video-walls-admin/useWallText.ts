/** The video walls' rule texts (shared/walls, the platform's English words) and the platform's
 *  refusals in the operator's language, through the shared catalogue of server messages. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localiseServerMessage } from '../../ui';

export function useWallText(): (message: string) => string {
  const { t } = useTranslation();
  return useCallback((message) => localiseServerMessage(t, message), [t]);
}
