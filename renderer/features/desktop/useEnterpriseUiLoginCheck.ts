/** Spec 1 §4 Login, desktop shell: the account must list the SOLID interface (the Enterprise UI),
 *  otherwise the login fails with 'This account does not support the Enterprise UI.' */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { SOLID_GUI_ID } from '../../../shared/shell/constants';
import { ALLOW_UNAUTHORIZED } from '../../graphql';
import { usePlatform } from '../../platform';
import { EnterpriseUiAccessQuery } from './enterpriseUiDocuments';

const CONTEXT = { requestPolicy: 'network-only', ...ALLOW_UNAUTHORIZED } as const;

/**
 * Call right after a LoggedIn answer, before leaving the login page. Resolves with the error to show
 * (the caller then logs out, as for any failed login), or null to go on: in the browser, when the
 * account lists SOLID, and when the list cannot be had (the /guilist page checks again).
 */
export function useEnterpriseUiLoginCheck(): () => Promise<string | null> {
  const { t } = useTranslation();
  const client = useClient();
  const desktop = usePlatform().kind === 'desktop';
  return useCallback(async () => {
    if (!desktop) return null;
    const result = await client.query(EnterpriseUiAccessQuery, {}, CONTEXT).toPromise();
    const guis = result.data?.guis;
    if (!guis) {
      console.warn('Could not list the interfaces after login', result.error);
      return null;
    }
    return guis.some((gui) => gui.id === SOLID_GUI_ID) ? null : t('guilist.noEnterpriseUi');
  }, [client, desktop, t]);
}
