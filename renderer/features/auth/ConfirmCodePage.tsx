/** /confirm/code/:secret?: one code field; a code in the link is filled in and sent at once.
 *  Spec 1 §4: failing with 600 leads to /passwordexpired. */
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { ApiError } from '../../../shared/auth/loginApi';
import { authApi } from '../../api';
import { Button, ErrorBanner, TextField } from '../../ui';
import { AuthPage } from './AuthPage';
import { useDidLogIn } from '../session';
import { loggedInAs, routeAfterCodeError, routeAfterLogin } from './loginFlow';

export function ConfirmCodePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const didLogIn = useDidLogIn();
  const { secret } = useParams();
  const [code, setCode] = useState(secret ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | string | null>(null);
  const autoSubmitted = useRef<string | undefined>(undefined);

  const verify = useCallback(
    async (value: string) => {
      setBusy(true);
      setError(null);
      const result = await authApi.verifyCode(value.trim());
      const next = result.ok ? routeAfterLogin(result.value?.status) : routeAfterCodeError(result.error);
      if (next) {
        const login = result.ok ? loggedInAs(result.value) : undefined;
        if (login) didLogIn(login);
        void navigate(next, { replace: true });
        return;
      }
      setBusy(false);
      setError(result.ok ? t('errors.unexpectedResponse') : result.error);
    },
    [didLogIn, navigate, t],
  );

  useEffect(() => {
    if (!secret || autoSubmitted.current === secret) return;
    autoSubmitted.current = secret;
    setCode(secret);
    void verify(secret);
  }, [secret, verify]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || code.trim() === '') return;
    void verify(code);
  }

  return (
    <AuthPage title={t('auth.confirmCode.title')} backToLogin>
      <form className="vt-form" onSubmit={submit} noValidate>
        <p className="vt-form__intro">{t('auth.confirmCode.intro')}</p>
        <ErrorBanner error={error} />
        <TextField
          label={t('auth.confirmCode.code')}
          value={code}
          onChange={setCode}
          name="code"
          autoComplete="one-time-code"
          inputMode="text"
          spellCheck={false}
          autoFocus
        />
        <div className="vt-form__actions vt-form__actions--end">
          <Button type="submit" busy={busy} disabled={code.trim() === ''}>
            {t('auth.confirmCode.submit')}
          </Button>
        </div>
      </form>
    </AuthPage>
  );
}
