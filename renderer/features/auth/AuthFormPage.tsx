/** A logged-out page that is one form (login, confirm code, expired password, set password, recover
 *  account): the AuthPage frame, the form's intro and banner, its fields, and its submit button at
 *  the end of the actions. */
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Form, FormBanner, type FormProps, FormSubmitButton } from '../../ui';
import { AuthPage, type AuthPageProps } from './AuthPage';

export interface AuthFormPageProps<T extends FieldValues> extends Omit<AuthPageProps, 'children'> {
  form: UseFormReturn<T>;
  onSubmit: FormProps<T>['onSubmit'];
  intro?: string;
  /** The banner with the platform's refusal; off where the page says its refusals in a toast. */
  banner?: boolean;
  submitLabel: string;
  submitDisabled?: boolean;
  /** What stands before the submit button (login's recover link, which may be absent: `false`);
   *  when the page has no such place, the button alone sits at the end. */
  leadingAction?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
}

export function AuthFormPage<T extends FieldValues>({
  form,
  onSubmit,
  intro,
  banner = true,
  submitLabel,
  submitDisabled,
  leadingAction,
  children,
  ...page
}: AuthFormPageProps<T>) {
  return (
    <AuthPage {...page}>
      <Form form={form} onSubmit={onSubmit} className="vt-form">
        {intro && <p className="vt-form__intro">{intro}</p>}
        {banner && <FormBanner />}
        {children}
        <div className={leadingAction === undefined ? 'vt-form__actions vt-form__actions--end' : 'vt-form__actions'}>
          {leadingAction}
          <FormSubmitButton disabled={submitDisabled}>{submitLabel}</FormSubmitButton>
        </div>
      </Form>
    </AuthPage>
  );
}
