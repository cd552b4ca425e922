import { act, fireEvent, screen } from '@testing-library/react';
import { callsTo, licence, mockFetch, mockGraphql, renderApp, sequence, UNAUTHORIZED, userInfo } from '../../testing';

function fill(current: string, next: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Password confirmation'), { target: { value: confirmation } });
}

describe('PasswordExpiredPage', () => {
  it('refuses a confirmation that differs from the new password', async () => {
    const fetch = mockFetch();
    await renderApp('/passwordexpired');
    fill('old-pass', 'New-pass-1', 'New-pass-2');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change password' })));
    expect(screen.getByRole('alert').textContent).toBe('New password and password confirmation do not match.');
    expect(callsTo(fetch, 'POST /api/auth/password')).toHaveLength(0);
  });

  it('keeps the button disabled until all three fields are filled', async () => {
    mockFetch();
    await renderApp('/passwordexpired');
    const button = screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement;
    fill('old-pass', 'New-pass-1', '');
    expect(button.disabled).toBe(true);
    fill('old-pass', 'New-pass-1', 'New-pass-1');
    expect(button.disabled).toBe(false);
  });

  it('changes the password and goes on to the licence', async () => {
    const fetch = mockFetch({
      'POST /api/graphql': mockGraphql({
        UserInfo: sequence(UNAUTHORIZED, { userInfo: userInfo() }),
        Licence: licence(false),
      }),
      'POST /api/auth/password': { body: { status: 'LoggedIn', redirect: '/' } },
    });
    const { router } = await renderApp('/passwordexpired');
    fill('old-pass', 'New-pass-1', 'New-pass-1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change password' })));
    await screen.findByRole('heading', { name: 'License agreement' });
    expect(router.state.location.pathname).toBe('/license');
    expect(callsTo(fetch, 'POST /api/auth/password').map((c) => c.body)).toEqual([
      { currentPassword: 'old-pass', newPassword: 'New-pass-1' },
    ]);
  });
});
