import { fireEvent, screen } from '@testing-library/react';
import { callsTo, mockFetch, renderApp } from '../../testing';

function restoreButton() {
  return screen.getByRole('button', { name: 'Restore Password' }) as HTMLButtonElement;
}

function typeEmail(value: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value } });
}

describe('RecoverAccountPage', () => {
  it.each([
    ['', false],
    ['@', false],
    ['operator', false],
    ['a@', true],
    ['operator@example.com', true],
  ])('enables Restore Password for %j: %s', async (email, enabled) => {
    mockFetch();
    await renderApp('/recover/account');
    typeEmail(email);
    expect(restoreButton().disabled).toBe(!enabled);
  });

  it("shows the server's message as a toast and turns the button into Back", async () => {
    const fetch = mockFetch({ 'POST /api/auth/recover': { body: { message: 'Check your mailbox' } } });
    const { router } = await renderApp('/recover/account');
    typeEmail('operator@example.com');
    fireEvent.click(restoreButton());
    const back = await screen.findByRole('button', { name: 'Back' });
    expect(screen.getByRole('status').textContent).toContain('Check your mailbox');
    expect(callsTo(fetch, 'POST /api/auth/recover').map((c) => c.body)).toEqual([{ email: 'operator@example.com' }]);
    fireEvent.click(back);
    await screen.findByRole('heading', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a failure as a plain-message toast and keeps the button', async () => {
    mockFetch({ 'POST /api/auth/recover': { status: 503, body: { code: 503, message: 'E-mail cannot be sent' } } });
    await renderApp('/recover/account');
    typeEmail('operator@example.com');
    fireEvent.click(restoreButton());
    await screen.findByText('E-mail cannot be sent');
    expect(screen.getByRole('status').textContent).not.toContain('[503]');
    expect(restoreButton().disabled).toBe(false);
  });
});
