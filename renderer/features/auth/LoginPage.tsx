/** The login page (spec 1 §2.1, §4): user name, password, Login; the recovery link when the
 *  server can send e-mail; failures log out and show '[code] message'. */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { authApi } from '../../api';
import { FORM_PROBLEM, FormTextField, useFormSubmit, useSharedForm } from '../../ui';
import { useEnterpriseUiLoginCheck } from '../desktop';
import { useDidLogIn } from '../session';
import { AuthFormPage } from './AuthFormPage';
import { AUTH_ROUTES } from './authRoutes';
import { loggedInAs, routeAfterLogin } from './loginFlow';
import { usePublicSettings } from './PublicSettings';

interface Values {
  username: string;
  password: string;
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { emailCanBeSent } = usePublicSettings();
  const checkEnterpriseUi = useEnterpriseUiLoginCheck();
  const didLogIn = useDidLogIn();
  const form = useSharedForm<Values>({
    defaultValues: { username: '', password: '' },
    // One message for both fields, as the spec words it.
    rules: ({ username, password }) => ({
      [FORM_PROBLEM]: !username.trim() || !password ? t('auth.login.missingFields') : undefined,
    }),
  });

  const submit = useFormSubmit(form, async ({ username, password }) => {
    const result = await authApi.login({ username: username.trim(), password });
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
    return refused ?? (result.ok ? t('errors.unexpectedResponse') : result.error);
  });

  return (
    <AuthFormPage
      title={t('auth.login.title')}
      showLanguages
      form={form}
      onSubmit={submit}
      submitLabel={t('auth.login.submit')}
      leadingAction={
        emailCanBeSent && (
          <Link className="vt-link" to={AUTH_ROUTES.recoverAccount}>
            {t('auth.login.recoverAccount')}
          </Link>
        )
      }
    >
      <FormTextField<Values>
        name="username"
        label={t('auth.login.userName')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
      />
      <FormTextField<Values>
        name="password"
        label={t('auth.login.password')}
        type="password"
        autoComplete="current-password"
      />
    </AuthFormPage>
  );
}
