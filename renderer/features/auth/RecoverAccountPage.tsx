/** /recover/account: an e-mail input and 'Restore Password', enabled per spec 1 §5; after
 *  success the message shows as a toast and the button reads 'Back'. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canRequestRecovery } from '../../../shared/auth/passwordRules';
import { authApi } from '../../api';
import { Button, TextField, useToast } from '../../ui';
import { AuthPage } from './AuthPage';
import { AUTH_ROUTES } from './authRoutes';

export function RecoverAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sent) {
      void navigate(AUTH_ROUTES.login);
      return;
    }
    if (busy || !canRequestRecovery(email)) return;
    setBusy(true);
    const result = await authApi.recoverAccount(email.trim());
    setBusy(false);
    if (result.ok) {
      const message = result.value?.message;
      toast(typeof message === 'string' && message ? message : t('auth.recover.sent'), 'success');
      setSent(true);
    } else {
      // Spec 1 §8: password recovery shows the plain message as a toast.
      toast(result.error.message, 'error');
    }
  }

  return (
    <AuthPage title={t('auth.recover.title')} backToLogin={!sent}>
      <form className="vt-form" onSubmit={(event) => void submit(event)} noValidate>
        <p className="vt-form__intro">{t('auth.recover.intro')}</p>
        <TextField
          label={t('auth.recover.email')}
          value={email}
          onChange={setEmail}
          type="email"
          name="email"
          autoComplete="email"
          readOnly={sent}
          autoFocus
        />
        <div className="vt-form__actions vt-form__actions--end">
          <Button type="submit" busy={busy} disabled={!sent && !canRequestRecovery(email)}>
            {sent ? t('auth.recover.back') : t('auth.recover.submit')}
          </Button>
        </div>
      </form>
    </AuthPage>
  );
}
