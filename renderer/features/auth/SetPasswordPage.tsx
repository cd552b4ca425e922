/** /confirm/email/:secret and /recover/password/:secret: New password + Confirm new password,
 *  sent with the link's secret; success returns to the login page (spec 1 §2.1, §4, §5). */
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { authApi } from '../../api';
import { FormPasswordField, useFormSubmit, useSharedForm, useToast } from '../../ui';
import { AuthFormPage } from './AuthFormPage';
import { AUTH_ROUTES } from './authRoutes';
import { isPasswordPairValid } from './setPasswordRule';

export type SetPasswordPurpose = 'activateEmail' | 'restorePassword';

interface Values {
  password: string;
  confirmation: string;
}

export function SetPasswordPage({ purpose }: { purpose: SetPasswordPurpose }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { secret = '' } = useParams();
  const form = useSharedForm<Values>({
    defaultValues: { password: '', confirmation: '' },
    rules: ({ password, confirmation }) => ({
      confirmation: isPasswordPairValid(password, confirmation) ? undefined : t('auth.setPassword.mismatch'),
    }),
  });

  const submit = useFormSubmit(form, async ({ password }) => {
    const result = await authApi[purpose](secret, password);
    if (!result.ok) return result.error;
    toast(t('auth.setPassword.done'), 'success');
    void navigate(AUTH_ROUTES.login, { replace: true });
  });

  const title = purpose === 'activateEmail' ? t('auth.setPassword.activateTitle') : t('auth.setPassword.restoreTitle');
  return (
    <AuthFormPage
      title={title}
      backToLogin
      form={form}
      onSubmit={submit}
      intro={t('auth.setPassword.intro')}
      submitLabel={t('auth.setPassword.submit')}
    >
      <FormPasswordField<Values> name="password" label={t('auth.setPassword.newPassword')} autoFocus />
      <FormPasswordField<Values> name="confirmation" label={t('auth.setPassword.confirmPassword')} />
    </AuthFormPage>
  );
}
