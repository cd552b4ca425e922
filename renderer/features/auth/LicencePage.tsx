/** /license, first version: the agreement's heading with REJECT (log out, back to '/') and
 *  AGREE (on to /selectrealm). The licence text and its acceptance arrive with the GraphQL shell. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authApi } from '../../api';
import { Button } from '../../ui';
import { AuthPage } from './AuthPage';
import { AUTH_ROUTES } from './authRoutes';

export function LicencePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function reject() {
    setBusy(true);
    const result = await authApi.logout();
    // Spec 1 §8: logout-side failures are logged only.
    if (!result.ok) console.warn('Logout failed', result.error);
    void navigate(AUTH_ROUTES.login, { replace: true });
  }

  return (
    <AuthPage title={t('licence.title')} showLanguages wide>
      <div className="vt-form__actions vt-form__actions--end">
        <Button variant="secondary" busy={busy} onClick={() => void reject()}>
          {t('licence.reject')}
        </Button>
        <Button disabled={busy} onClick={() => void navigate(AUTH_ROUTES.selectRealm)}>
          {t('licence.agree')}
        </Button>
      </div>
    </AuthPage>
  );
}
