import { act, fireEvent, screen } from '@testing-library/react';
import { callsTo, mockFetch, renderApp } from '../../testing';

const MISMATCH = "Passwords in 'New password' and 'Confirm new password' fields not equals";

async function fill(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirmation } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save password' })));
}

describe('SetPasswordPage', () => {
  it.each([
    ['', ''],
    ['', 'Secret-123'],
    ['Secret-123', ''],
    ['Secret-123', 'Secret-124'],
  ])('refuses %j / %j with the spec message and sends nothing', async (password, confirmation) => {
    const fetch = mockFetch();
    await renderApp('/recover/password/s3cr3t');
    await fill(password, confirmation);
    expect(screen.getByRole('alert').textContent).toBe(MISMATCH);
    expect(callsTo(fetch, 'POST /api/auth/restore')).toHaveLength(0);
  });

  it.each([
    ['/recover/password/s3cr3t', 'POST /api/auth/restore', 'Set a new password'],
    ['/confirm/email/s3cr3t', 'POST /api/auth/activate', 'Activate account'],
  ])('%s sends the secret and the password, then returns to the login page', async (path, call, title) => {
    const fetch = mockFetch({ [call]: { status: 204 } });
    const { router } = await renderApp(path);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    await fill('Secret-123', 'Secret-123');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo(fetch, call).map((c) => c.body)).toEqual([{ secret: 's3cr3t', password: 'Secret-123' }]);
  });

  it("shows the server's refusal as '[code] message'", async () => {
    mockFetch({ 'POST /api/auth/activate': { status: 400, body: { code: 400, message: 'The link is invalid' } } });
    await renderApp('/confirm/email/old');
    await fill('Secret-123', 'Secret-123');
    expect((await screen.findByRole('alert')).textContent).toBe('[400] The link is invalid');
  });
});
