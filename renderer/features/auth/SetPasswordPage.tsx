/** /confirm/email/:secret and /recover/password/:secret: New password + Confirm new password,
 *  sent with the link's secret; success returns to the login page (spec 1 §2.1, §4, §5). */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { ApiError } from '../../../shared/auth/loginApi';
import { authApi } from '../../api';
import { Button, ErrorBanner, TextField, useToast } from '../../ui';
import { AuthPage } from './AuthPage';
import { AUTH_ROUTES } from './authRoutes';
import { isPasswordPairValid } from './setPasswordRule';

export type SetPasswordPurpose = 'activateEmail' | 'restorePassword';

export function SetPasswordPage({ purpose }: { purpose: SetPasswordPurpose }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { secret = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!isPasswordPairValid(password, confirmation)) {
      setError(t('auth.setPassword.mismatch'));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await authApi[purpose](secret, password);
    if (result.ok) {
      toast(t('auth.setPassword.done'), 'success');
      void navigate(AUTH_ROUTES.login, { replace: true });
      return;
    }
    setBusy(false);
    setError(result.error);
  }

  const title = purpose === 'activateEmail' ? t('auth.setPassword.activateTitle') : t('auth.setPassword.restoreTitle');
  return (
    <AuthPage title={title} backToLogin>
      <form className="vt-form" onSubmit={(event) => void submit(event)} noValidate>
        <p className="vt-form__intro">{t('auth.setPassword.intro')}</p>
        <ErrorBanner error={error} />
        <TextField
          label={t('auth.setPassword.newPassword')}
          value={password}
          onChange={setPassword}
          type="password"
          autoComplete="new-password"
          autoFocus
        />
        <TextField
          label={t('auth.setPassword.confirmPassword')}
          value={confirmation}
          onChange={setConfirmation}
          type="password"
          autoComplete="new-password"
        />
        <div className="vt-form__actions vt-form__actions--end">
          <Button type="submit" busy={busy}>
            {t('auth.setPassword.submit')}
          </Button>
        </div>
      </form>
    </AuthPage>
  );
}
