import { fireEvent, screen } from '@testing-library/react';
import { callsTo, licence, mockFetch, mockGraphql, renderApp, sequence, UNAUTHORIZED, userInfo } from '../../testing';

describe('ConfirmCodePage', () => {
  it('enables Verify only when a code is typed', async () => {
    mockFetch();
    await renderApp('/confirm/code');
    const button = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    expect(button.disabled).toBe(false);
  });

  it('fills in the code from the link and sends it at once', async () => {
    const fetch = mockFetch({
      'POST /api/graphql': mockGraphql({
        UserInfo: sequence(UNAUTHORIZED, { userInfo: userInfo() }),
        Licence: licence(false),
      }),
      'POST /api/auth/verify': { body: { status: 'LoggedIn', redirect: '/' } },
    });
    const { router } = await renderApp('/confirm/code/654321');
    await screen.findByRole('heading', { name: 'License agreement' });
    expect(router.state.location.pathname).toBe('/license');
    expect(callsTo(fetch, 'POST /api/auth/verify').map((c) => c.body)).toEqual([{ secret: '654321' }]);
  });

  it('goes to /passwordexpired when verification fails with code 600', async () => {
    mockFetch({ 'POST /api/auth/verify': { status: 403, body: { code: 600, message: 'Password expired' } } });
    const { router } = await renderApp('/confirm/code/654321');
    await screen.findByRole('heading', { name: 'Password expired' });
    expect(router.state.location.pathname).toBe('/passwordexpired');
  });

  it("shows other failures as '[code] message' and stays", async () => {
    mockFetch({ 'POST /api/auth/verify': { status: 400, body: { code: 400, message: 'Invalid code' } } });
    const { router } = await renderApp('/confirm/code');
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('[400] Invalid code');
    expect(router.state.location.pathname).toBe('/confirm/code');
  });
});
