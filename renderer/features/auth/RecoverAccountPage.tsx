/** /recover/account: an e-mail input and 'Restore Password', enabled per spec 1 §5; after
 *  success the message shows as a toast and the button reads 'Back'. */
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canRequestRecovery } from '../../../shared/auth/passwordRules';
import { authApi } from '../../api';
import { FormTextField, useFormSubmit, useSharedForm, useToast } from '../../ui';
import { AuthFormPage } from './AuthFormPage';
import { AUTH_ROUTES } from './authRoutes';

interface Values {
  email: string;
}

export function RecoverAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [sent, setSent] = useState(false);
  const form = useSharedForm<Values>({ defaultValues: { email: '' } });
  const email = useWatch({ control: form.control, name: 'email' });

  const submit = useFormSubmit(form, async (values) => {
    if (sent) return void navigate(AUTH_ROUTES.login);
    if (!canRequestRecovery(values.email)) return;
    const result = await authApi.recoverAccount(values.email.trim());
    if (result.ok) {
      const message = result.value?.message;
      toast(typeof message === 'string' && message ? message : t('auth.recover.sent'), 'success');
      setSent(true);
    } else {
      // Spec 1 §8: password recovery shows the plain message as a toast.
      toast(result.error.message, 'error');
    }
  });

  return (
    <AuthFormPage
      title={t('auth.recover.title')}
      backToLogin={!sent}
      form={form}
      onSubmit={submit}
      intro={t('auth.recover.intro')}
      // Spec 1 §8: its refusals are toasts.
      banner={false}
      submitLabel={sent ? t('auth.recover.back') : t('auth.recover.submit')}
      submitDisabled={!sent && !canRequestRecovery(email)}
    >
      <FormTextField<Values>
        name="email"
        label={t('auth.recover.email')}
        type="email"
        autoComplete="email"
        readOnly={sent}
        autoFocus
      />
    </AuthFormPage>
  );
}
