/** HANDOVER_ROUTE (issue 33): where a "Continue on" link of a lost node's banner lands on another
 *  node. It trades the link's one-time token for a session here and opens the page the user was
 *  on, signed in; a token that is spent or too old says so, with the way to the login page. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/auth/loginApi';
import { HANDOVER_ROUTE, readHandover } from '../../../shared/cluster/sessionHandover';
import { authApi } from '../../api';
import { usePlatform } from '../../platform';
import { ErrorBanner } from '../../ui';
import { AuthPage } from '../auth';

export function HandoverPage() {
  const { t } = useTranslation();
  const { replaceLocation } = usePlatform();
  const [handover] = useState(() => readHandover(window.location.hash));
  const [error, setError] = useState<ApiError>();
  const traded = useRef(false);

  useEffect(() => {
    // Once: the token is good for one trade (and React may run an effect twice).
    if (traded.current) return;
    traded.current = true;
    // Out of the address bar and the history at once.
    window.history.replaceState(null, '', HANDOVER_ROUTE);
    // A full load either way, so that the console starts on the new session.
    if (!handover) {
      replaceLocation('/');
      return;
    }
    void authApi.continueSession(handover.token).then((result) => {
      if (result.ok) replaceLocation(handover.to);
      else setError(result.error);
    });
  }, [handover, replaceLocation]);

  return (
    <AuthPage title={t('nodeFailover.handoverTitle')} backToLogin={error !== undefined}>
      {error ? (
        <ErrorBanner error={error} />
      ) : (
        <p className="vt-form__intro" role="status">
          {t('nodeFailover.handoverProgress')}
        </p>
      )}
    </AuthPage>
  );
}
