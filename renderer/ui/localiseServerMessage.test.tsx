/** Issue 34: the platform's messages reach Polish and Arabic operators in their language — by the
 *  code the platform names (messageKey, params) or, for a text that came without one, by the shared
 *  catalogue — wherever the console shows a refusal: the banner, a field's message, a form's send. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n, initI18n, setLanguage } from '../i18n';
import { ApiErrorCodes } from './ApiErrorCodes';
import { ErrorBanner } from './ErrorBanner';
import { FieldMessage } from './FieldMessage';
import { Form, FormBanner, FormTextField, useFormSubmit, useSharedForm } from './form';
import { SERVER_MESSAGE_KEYS } from '../../shared/messages/serverMessages';
import { LANGUAGE_TAGS } from '../../shared/shell/constants';
import { localiseServerMessage } from './localiseServerMessage';

function RefusedForm({ answer }: { answer: unknown }) {
  const form = useSharedForm<{ name: string }>({ defaultValues: { name: 'North' } });
  const submit = useFormSubmit(form, () => answer as never);
  return (
    <Form form={form} onSubmit={submit}>
      <FormBanner />
      <FormTextField<{ name: string }> name="name" label="Name" />
      <button type="submit">Save</button>
    </Form>
  );
}

describe('server messages in the operator’s language', () => {
  beforeAll(() => initI18n('en-US'));
  afterEach(async () => {
    await act(() => setLanguage('en-US'));
  });

  it.each(LANGUAGE_TAGS)('%s has words for every code the platform names', async (tag) => {
    await act(() => setLanguage(tag));
    expect(SERVER_MESSAGE_KEYS.filter((key) => !i18n.exists(`serverMessages.${key}`, { lng: tag }))).toEqual([]);
  });

  it('keeps the English words in English, and any message without a key as it came', () => {
    expect(localiseServerMessage(i18n.t, 'Administrator rights required', { messageKey: 'adminRequired' })).toBe(
      'Administrator rights required',
    );
    expect(localiseServerMessage(i18n.t, 'Something only this camera says')).toBe('Something only this camera says');
  });

  it('shows a Polish operator the login refusal in Polish, with its code on the login pages', async () => {
    await act(() => setLanguage('pl-PL'));
    render(
      <ApiErrorCodes.Provider value>
        <ErrorBanner
          error={{ code: 401, message: 'Invalid user name or password', messageKey: 'invalidCredentials' }}
        />
      </ApiErrorCodes.Provider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('[401] Nieprawidłowa nazwa użytkownika lub hasło');
  });

  it('fills the values a message holds, and finds the code of a text that came without one', async () => {
    await act(() => setLanguage('pl-PL'));
    render(<FieldMessage id="f" message="A label, zone or set named 'Gate' already exists" />);
    expect(screen.getByRole('alert').textContent).toBe("Etykieta, strefa lub zestaw o nazwie 'Gate' już istnieje");
  });

  it('shows an Arabic operator an administrator’s refusal of a form in Arabic', async () => {
    await act(() => setLanguage('ar-AE'));
    const refusal = {
      message: '[GraphQL] Administrator rights required',
      graphQLErrors: [
        { message: 'Administrator rights required', extensions: { code: '403', messageKey: 'adminRequired' } },
      ],
    };
    render(<RefusedForm answer={refusal} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('مطلوب صلاحيات المسؤول');
  });
});
