/** /passwordexpired: current password, new password and its confirmation (spec 1 §2.1, §5). */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApiError } from '../../../shared/auth/loginApi';
import { checkNewPassword } from '../../../shared/auth/passwordRules';
import { authApi } from '../../api';
import { Button, ErrorBanner, TextField } from '../../ui';
import { AuthPage } from './AuthPage';
import { useDidLogIn } from '../session';
import { loggedInAs, ROUTE_AFTER_LOGIN, routeAfterLogin } from './loginFlow';

export function PasswordExpiredPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const didLogIn = useDidLogIn();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | string | null>(null);
  const complete = currentPassword !== '' && newPassword !== '' && confirmation !== '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (checkNewPassword(newPassword, confirmation) === 'mismatch') {
      setError(t('auth.passwordExpired.mismatch'));
      return;
    }
    if (!complete) return;
    setBusy(true);
    setError(null);
    const result = await authApi.changePassword(currentPassword, newPassword);
    if (result.ok) {
      const login = loggedInAs(result.value);
      if (login) didLogIn(login);
      void navigate(routeAfterLogin(result.value?.status) ?? ROUTE_AFTER_LOGIN.LoggedIn, { replace: true });
      return;
    }
    setBusy(false);
    setError(result.error);
  }

  return (
    <AuthPage title={t('auth.passwordExpired.title')} backToLogin>
      <form className="vt-form" onSubmit={(event) => void submit(event)} noValidate>
        <p className="vt-form__intro">{t('auth.passwordExpired.intro')}</p>
        <ErrorBanner error={error} />
        <TextField
          label={t('auth.passwordExpired.currentPassword')}
          value={currentPassword}
          onChange={setCurrentPassword}
          type="password"
          autoComplete="current-password"
          autoFocus
        />
        <TextField
          label={t('auth.passwordExpired.newPassword')}
          value={newPassword}
          onChange={setNewPassword}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          label={t('auth.passwordExpired.confirmPassword')}
          value={confirmation}
          onChange={setConfirmation}
          type="password"
          autoComplete="new-password"
        />
        <div className="vt-form__actions vt-form__actions--end">
          <Button type="submit" busy={busy} disabled={!complete}>
            {t('auth.passwordExpired.submit')}
          </Button>
        </div>
      </form>
    </AuthPage>
  );
}
