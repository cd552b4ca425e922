/** /confirm/code/:secret?: one code field; a code in the link is filled in and sent at once.
 *  Spec 1 §4: failing with 600 leads to /passwordexpired. */
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { authApi } from '../../api';
import { FormTextField, useFormSubmit, useSharedForm } from '../../ui';
import { AuthFormPage } from './AuthFormPage';
import { useDidLogIn } from '../session';
import { loggedInAs, routeAfterCodeError, routeAfterLogin } from './loginFlow';

interface Values {
  code: string;
}

export function ConfirmCodePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const didLogIn = useDidLogIn();
  const { secret } = useParams();
  const form = useSharedForm<Values>({ defaultValues: { code: secret ?? '' } });
  const code = useWatch({ control: form.control, name: 'code' });
  const autoSubmitted = useRef<string | undefined>(undefined);

  const submit = useFormSubmit(form, async (values) => {
    if (values.code.trim() === '') return;
    const result = await authApi.verifyCode(values.code.trim());
    const next = result.ok ? routeAfterLogin(result.value?.status) : routeAfterCodeError(result.error);
    if (next) {
      const login = result.ok ? loggedInAs(result.value) : undefined;
      if (login) didLogIn(login);
      void navigate(next, { replace: true });
      return;
    }
    return result.ok ? t('errors.unexpectedResponse') : result.error;
  });

  useEffect(() => {
    if (!secret || autoSubmitted.current === secret) return;
    autoSubmitted.current = secret;
    form.setValue('code', secret);
    void submit();
  }, [secret, form, submit]);

  return (
    <AuthFormPage
      title={t('auth.confirmCode.title')}
      backToLogin
      form={form}
      onSubmit={submit}
      intro={t('auth.confirmCode.intro')}
      submitLabel={t('auth.confirmCode.submit')}
      submitDisabled={code.trim() === ''}
    >
      <FormTextField<Values>
        name="code"
        label={t('auth.confirmCode.code')}
        autoComplete="one-time-code"
        inputMode="text"
        spellCheck={false}
        autoFocus
      />
    </AuthFormPage>
  );
}
