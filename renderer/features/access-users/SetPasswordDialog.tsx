/** Sets an existing user's password (spec 3 §7.2 setPassword): a new password and its confirmation,
 *  checked by the same password rules as the users form (shared/auth/passwordRules); the user
 *  chooses a new one at the next login. A form-kit form, the platform's refusal in its banner. */
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import {
  Button,
  Dialog,
  Form,
  FormBanner,
  FormPasswordField,
  FormSubmitButton,
  useFormSubmit,
  useSharedForm,
} from '../../ui';
import { type AdminUser, SetPasswordMutation } from './accessUsersDocuments';
import { passwordProblem, USER_PROBLEM_FIELD } from './userFormRules';

export interface SetPasswordDialogProps {
  user: AdminUser;
  onClose: () => void;
  onSet: () => void;
}

interface PasswordValues {
  password: string;
  confirmation: string;
}

export function SetPasswordDialog({ user, onClose, onSet }: SetPasswordDialogProps) {
  const { t } = useTranslation();
  const client = useClient();
  const form = useSharedForm<PasswordValues>({
    defaultValues: { password: '', confirmation: '' },
    rules: ({ password, confirmation }) => {
      const problem = passwordProblem(password, confirmation);
      return problem ? { [USER_PROBLEM_FIELD[problem] ?? 'password']: t(`accessUsers.errors.${problem}`) } : {};
    },
  });
  const submit = useFormSubmit(form, async ({ password }) => {
    const result = await client.mutation(SetPasswordMutation, { id: user.id, password }).toPromise();
    if (result.error) return result.error;
    onSet();
  });
  return (
    <Dialog title={t('accessUsers.setPasswordTitle', { name: user.name })} onClose={onClose}>
      <Form form={form} onSubmit={submit} className="vt-form">
        <FormBanner />
        <FormPasswordField<PasswordValues> name="password" label={t('accessUsers.password')} />
        <FormPasswordField<PasswordValues> name="confirmation" label={t('accessUsers.confirmPassword')} />
        <p className="vt-muted">{t('accessUsers.setPasswordHint')}</p>
        <div className="vt-form__actions vt-form__actions--end">
          <FormSubmitButton>{t('accessUsers.setPassword')}</FormSubmitButton>
          <Button variant="secondary" onClick={onClose}>
            {t('accessUsers.cancel')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
