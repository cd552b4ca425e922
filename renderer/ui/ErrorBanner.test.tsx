/** Spec 1 §8 and issue 36: the platform's refusal reads '[code] message' only on the pages that
 *  provide ApiErrorCodes (login, confirm code, set password, password expired); elsewhere the
 *  message alone. */
import { render, screen } from '@testing-library/react';
import { initI18n } from '../i18n';
import { ApiErrorCodes } from './ApiErrorCodes';
import { ErrorBanner } from './ErrorBanner';

const REFUSAL = { code: 401, message: 'Invalid user name or password' };

describe('ErrorBanner', () => {
  beforeAll(() => initI18n('en-US'));

  it('shows the message alone where the page shows no codes', () => {
    render(<ErrorBanner error={REFUSAL} />);
    expect(screen.getByRole('alert').textContent).toBe('Invalid user name or password');
  });

  it("shows '[code] message' on a page that shows codes", () => {
    render(
      <ApiErrorCodes.Provider value>
        <ErrorBanner error={REFUSAL} />
      </ApiErrorCodes.Provider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('[401] Invalid user name or password');
  });
});
