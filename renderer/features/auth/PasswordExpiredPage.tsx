/** /passwordexpired: current password, new password and its confirmation (spec 1 §2.1, §5). */
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { checkNewPassword } from '../../../shared/auth/passwordRules';
import { authApi } from '../../api';
import { FormPasswordField, useFormSubmit, useSharedForm } from '../../ui';
import { AuthFormPage } from './AuthFormPage';
import { useDidLogIn } from '../session';
import { loggedInAs, ROUTE_AFTER_LOGIN, routeAfterLogin } from './loginFlow';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

export function PasswordExpiredPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const didLogIn = useDidLogIn();
  const form = useSharedForm<Values>({
    defaultValues: { currentPassword: '', newPassword: '', confirmation: '' },
    rules: ({ newPassword, confirmation }) => ({
      confirmation:
        checkNewPassword(newPassword, confirmation) === 'mismatch' ? t('auth.passwordExpired.mismatch') : undefined,
    }),
  });
  const complete = useWatch({ control: form.control }) as Partial<Values>;
  const filled = Boolean(complete.currentPassword && complete.newPassword && complete.confirmation);

  const submit = useFormSubmit(form, async ({ currentPassword, newPassword }) => {
    const result = await authApi.changePassword(currentPassword, newPassword);
    if (!result.ok) return result.error;
    const login = loggedInAs(result.value);
    if (login) didLogIn(login);
    void navigate(routeAfterLogin(result.value?.status) ?? ROUTE_AFTER_LOGIN.LoggedIn, { replace: true });
  });

  return (
    <AuthFormPage
      title={t('auth.passwordExpired.title')}
      backToLogin
      form={form}
      onSubmit={submit}
      intro={t('auth.passwordExpired.intro')}
      submitLabel={t('auth.passwordExpired.submit')}
      submitDisabled={!filled}
    >
      <FormPasswordField<Values>
        name="currentPassword"
        label={t('auth.passwordExpired.currentPassword')}
        autoComplete="current-password"
        autoFocus
      />
      <FormPasswordField<Values> name="newPassword" label={t('auth.passwordExpired.newPassword')} />
      <FormPasswordField<Values> name="confirmation" label={t('auth.passwordExpired.confirmPassword')} />
    </AuthFormPage>
  );
}
