/** The login page (spec 1 §2.1, §4): user name, password, Login; the recovery link when the
 *  server can send e-mail; failures log out and show '[code] message'. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ApiError } from '../../../shared/auth/loginApi';
import { authApi } from '../../api';
import { Button, ErrorBanner, TextField } from '../../ui';
import { useEnterpriseUiLoginCheck } from '../desktop';
import { useDidLogIn } from '../session';
import { AuthPage } from './AuthPage';
import { AUTH_ROUTES } from './authRoutes';
import { loggedInAs, routeAfterLogin } from './loginFlow';
import { usePublicSettings } from './PublicSettings';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { emailCanBeSent } = usePublicSettings();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | string | null>(null);
  const checkEnterpriseUi = useEnterpriseUiLoginCheck();
  const didLogIn = useDidLogIn();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const name = username.trim();
    if (!name || !password) {
      setError(t('auth.login.missingFields'));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await authApi.login({ username: name, password });
    const next = result.ok ? routeAfterLogin(result.value?.status) : undefined;
    // Spec 1 §4: in the desktop shell the account must list the SOLID interface.
    const refused = next === AUTH_ROUTES.licence ? await checkEnterpriseUi() : null;
    if (next && !refused) {
      const login = result.ok ? loggedInAs(result.value) : undefined;
      if (login) didLogIn(login);
      void navigate(next, { replace: true });
      return;
    }
    // Spec 1 §4: a failed login calls logout (ending any half-made session) and shows the error.
    await authApi.logout();
    setBusy(false);
    setError(refused ?? (result.ok ? t('errors.unexpectedResponse') : result.error));
  }

  return (
    <AuthPage title={t('auth.login.title')} showLanguages>
      <form className="vt-form" onSubmit={(event) => void submit(event)} noValidate>
        <ErrorBanner error={error} />
        <TextField
          label={t('auth.login.userName')}
          value={username}
          onChange={setUsername}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
        />
        <TextField
          label={t('auth.login.password')}
          value={password}
          onChange={setPassword}
          name="password"
          type="password"
          autoComplete="current-password"
        />
        <div className="vt-form__actions">
          {emailCanBeSent && (
            <Link className="vt-link" to={AUTH_ROUTES.recoverAccount}>
              {t('auth.login.recoverAccount')}
            </Link>
          )}
          <Button type="submit" busy={busy}>
            {t('auth.login.submit')}
          </Button>
        </div>
      </form>
    </AuthPage>
  );
}
