/** /setup (issue 36): the one-time setup of a platform started without the demo — realm name and
 *  the first administrator's user name, e-mail and password (shared/auth/passwordRules), plus the
 *  setup code the platform printed on its console when this browser is not on its machine. The
 *  platform signs the new administrator in, and the login flow goes on (licence, interface choice,
 *  then Avatar Activation and the camera add page for a realm without devices). Once an
 *  administrator exists the page says so and leads to the login page. */
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SetupState } from '../../../shared/auth/firstRunSetup';
import { isEmailAddress } from '../../../shared/access/userAdmin';
import type { ApiError } from '../../../shared/auth/loginApi';
import { checkNewPassword } from '../../../shared/auth/passwordRules';
import { Button, ErrorBanner, TextField } from '../../ui';
import { AuthPage, routeAfterLogin } from '../auth';
import { useDidLogIn } from '../session';
import { setupApi } from './setupApi';
import { setupMessage } from './setupMessages';

interface SetupFields {
  realm: string;
  username: string;
  email: string;
  password: string;
  confirmation: string;
  code: string;
}

const EMPTY: SetupFields = { realm: '', username: '', email: '', password: '', confirmation: '', code: '' };

/** The first problem of the fields as typed, as a locale key; null when the platform may be asked. */
export function setupProblem(fields: SetupFields, codeRequired: boolean): string | null {
  if (!fields.realm.trim()) return 'firstRun.errors.realmEmpty';
  if (!fields.username.trim()) return 'firstRun.errors.userEmpty';
  if (!fields.email.trim()) return 'firstRun.errors.emailRequired';
  if (!isEmailAddress(fields.email.trim())) return 'firstRun.errors.emailInvalid';
  const password = checkNewPassword(fields.password, fields.confirmation);
  if (password) return `firstRun.errors.password.${password}`;
  if (codeRequired && !fields.code.trim()) return 'firstRun.errors.codeEmpty';
  return null;
}

export function SetupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const didLogIn = useDidLogIn();
  const [state, setState] = useState<SetupState | null>(null);
  const [fields, setFields] = useState<SetupFields>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | string | null>(null);

  useEffect(() => {
    let live = true;
    void setupApi.state().then((result) => {
      if (!live) return;
      if (result.ok) setState(result.value);
      else setError(result.error);
    });
    return () => {
      live = false;
    };
  }, []);

  const field = (name: keyof SetupFields) => ({
    value: fields[name],
    onChange: (value: string) => setFields((current) => ({ ...current, [name]: value })),
    name,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !state) return;
    const problem = setupProblem(fields, state.codeRequired);
    if (problem) {
      setError(t(problem));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await setupApi.claim({
      realm: fields.realm.trim(),
      username: fields.username.trim(),
      email: fields.email.trim(),
      password: fields.password,
      ...(state.codeRequired && { code: fields.code.trim() }),
    });
    const info = result.ok && result.value?.status === 'LoggedIn' ? result.value.info : undefined;
    const next = routeAfterLogin(result.ok ? result.value?.status : undefined);
    if (info && next) {
      didLogIn(info);
      void navigate(next, { replace: true });
      return;
    }
    setBusy(false);
    // The platform's refusal in the console's words where it has them, without a code to decode.
    setError(result.ok ? t('errors.unexpectedResponse') : setupMessage(t, result.error.message));
  }

  if (state && !state.open) {
    return (
      <AuthPage title={t('firstRun.title')} backToLogin>
        <p className="vt-form__intro">{t('firstRun.errors.done')}</p>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t('firstRun.title')} showLanguages>
      <form
        className="vt-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={state ? undefined : true}
      >
        <p className="vt-form__intro">{t('firstRun.intro')}</p>
        <ErrorBanner error={error} />
        <TextField label={t('firstRun.realm')} {...field('realm')} autoComplete="organization" autoFocus />
        <TextField
          label={t('firstRun.userName')}
          {...field('username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField label={t('firstRun.email')} {...field('email')} type="email" autoComplete="email" />
        <TextField label={t('firstRun.password')} {...field('password')} type="password" autoComplete="new-password" />
        <TextField
          label={t('firstRun.confirmPassword')}
          {...field('confirmation')}
          type="password"
          autoComplete="new-password"
        />
        {state?.codeRequired && (
          <>
            <p className="vt-form__intro">{t('firstRun.codeHint')}</p>
            <TextField
              label={t('firstRun.code')}
              {...field('code')}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="XXXX-XXXX-XXXX"
            />
          </>
        )}
        <div className="vt-form__actions vt-form__actions--end">
          <Button type="submit" busy={busy} disabled={!state}>
            {t('firstRun.submit')}
          </Button>
        </div>
      </form>
    </AuthPage>
  );
}
