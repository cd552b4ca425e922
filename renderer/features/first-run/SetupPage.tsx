/** /setup (issue 36): the one-time setup of a platform started without the demo — realm name and
 *  the first administrator's user name, e-mail and password (shared/auth/passwordRules), plus the
 *  setup code the platform printed on its console when this browser is not on its machine. The
 *  platform signs the new administrator in, and the login flow goes on (licence, interface choice,
 *  then Avatar Activation and the camera add page for a realm without devices). Once an
 *  administrator exists the page says so and leads to the login page. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SETUP_ERROR, type SetupState } from '../../../shared/auth/firstRunSetup';
import { isEmailAddress } from '../../../shared/access/userAdmin';
import type { ApiError } from '../../../shared/auth/loginApi';
import { checkNewPassword } from '../../../shared/auth/passwordRules';
import {
  ErrorBanner,
  Form,
  FormBanner,
  FormPasswordField,
  FormSubmitButton,
  FormTextField,
  useFormSubmit,
  useSharedForm,
} from '../../ui';
import { AuthPage, routeAfterLogin } from '../auth';
import { useDidLogIn } from '../session';
import { setupApi } from './setupApi';
import { setupMessage } from './setupMessages';

export interface SetupFields {
  realm: string;
  username: string;
  email: string;
  password: string;
  confirmation: string;
  code: string;
}

const EMPTY: SetupFields = { realm: '', username: '', email: '', password: '', confirmation: '', code: '' };

/** The platform's refusals that are about one field, so they show under it. */
const FIELD_OF_REFUSAL: Readonly<Record<string, keyof SetupFields>> = {
  [SETUP_ERROR.CODE]: 'code',
  [SETUP_ERROR.PROOF]: 'code',
  [SETUP_ERROR.EMAIL_REQUIRED]: 'email',
  [SETUP_ERROR.REALM_EMPTY]: 'realm',
};

/** Each field's problem as typed, as a locale key (the platform's own rules, checked before it is
 *  asked); an empty record when the fields may be sent. */
export function setupProblems(fields: SetupFields, codeRequired: boolean): Partial<Record<keyof SetupFields, string>> {
  const problems: Partial<Record<keyof SetupFields, string>> = {};
  if (!fields.realm.trim()) problems.realm = 'firstRun.errors.realmEmpty';
  if (!fields.username.trim()) problems.username = 'firstRun.errors.userEmpty';
  if (!fields.email.trim()) problems.email = 'firstRun.errors.emailRequired';
  else if (!isEmailAddress(fields.email.trim())) problems.email = 'firstRun.errors.emailInvalid';
  const password = checkNewPassword(fields.password);
  if (password) problems.password = `firstRun.errors.password.${password}`;
  else if (fields.confirmation !== fields.password) problems.confirmation = 'firstRun.errors.password.mismatch';
  if (codeRequired && !fields.code.trim()) problems.code = 'firstRun.errors.codeEmpty';
  return problems;
}

export function SetupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const didLogIn = useDidLogIn();
  const [state, setState] = useState<SetupState | null>(null);
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  // The rules read it when they run, after the state has arrived.
  const codeRequired = useRef(false);
  const form = useSharedForm<SetupFields>({
    defaultValues: EMPTY,
    rules: (values) =>
      Object.fromEntries(
        Object.entries(setupProblems(values, codeRequired.current)).map(([field, key]) => [field, t(key)]),
      ),
  });

  useEffect(() => {
    let live = true;
    void setupApi.state().then((result) => {
      if (!live) return;
      if (result.ok) {
        codeRequired.current = result.value.codeRequired;
        setState(result.value);
      } else setLoadError(result.error);
    });
    return () => {
      live = false;
    };
  }, []);

  const submit = useFormSubmit(form, async (values) => {
    const result = await setupApi.claim({
      realm: values.realm.trim(),
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
      ...(codeRequired.current && { code: values.code.trim() }),
    });
    if (!result.ok) {
      // The platform's refusal in the console's words where it has them, on its field if it has one.
      return { field: FIELD_OF_REFUSAL[result.error.message], message: setupMessage(t, result.error.message) };
    }
    const info = result.value?.status === 'LoggedIn' ? result.value.info : undefined;
    const next = routeAfterLogin(result.value?.status);
    if (!info || !next) return t('errors.unexpectedResponse');
    didLogIn(info);
    void navigate(next, { replace: true });
  });

  if (state && !state.open) {
    return (
      <AuthPage title={t('firstRun.title')} backToLogin>
        <p className="vt-form__intro">{t('firstRun.errors.done')}</p>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t('firstRun.title')} showLanguages>
      <Form form={form} onSubmit={submit} className="vt-form">
        <p className="vt-form__intro">{t('firstRun.intro')}</p>
        <ErrorBanner error={loadError} />
        <FormBanner />
        <FormTextField<SetupFields> name="realm" label={t('firstRun.realm')} autoComplete="organization" autoFocus />
        <FormTextField<SetupFields>
          name="username"
          label={t('firstRun.userName')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <FormTextField<SetupFields> name="email" label={t('firstRun.email')} type="email" autoComplete="email" />
        <FormPasswordField<SetupFields> name="password" label={t('firstRun.password')} />
        <FormPasswordField<SetupFields> name="confirmation" label={t('firstRun.confirmPassword')} />
        {state?.codeRequired && (
          <>
            <p className="vt-form__intro">{t('firstRun.codeHint')}</p>
            <FormTextField<SetupFields>
              name="code"
              label={t('firstRun.code')}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="XXXX-XXXX-XXXX"
            />
          </>
        )}
        <div className="vt-form__actions vt-form__actions--end">
          <FormSubmitButton disabled={!state}>{t('firstRun.submit')}</FormSubmitButton>
        </div>
      </Form>
    </AuthPage>
  );
}
