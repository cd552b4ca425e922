import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, licence, mockFetch, mockGraphql, renderApp, userInfo } from '../../testing';

/** A logged-in session whose licence answers by operation; AcceptLicence accepts it. */
function licenceServer(isAccepted: boolean) {
  let accepted = isAccepted;
  return mockGraphql({
    UserInfo: { userInfo: userInfo() },
    UserRealms: { userRealms: userInfo().userRealms },
    Licence: () => licence(accepted),
    AcceptLicence: () => {
      accepted = true;
      return { acceptLicence: { version: '1', isAccepted: true } };
    },
  });
}

function acceptCalls(fetch: jest.Mock) {
  return callsTo(fetch, 'POST /api/graphql').filter((c) =>
    (c.body as { query: string }).query.includes('mutation AcceptLicence'),
  );
}

describe('LicencePage', () => {
  it('shows the agreement text from the server', async () => {
    mockFetch({ 'POST /api/graphql': licenceServer(false) });
    await renderApp('/license');
    expect(await screen.findByText('Use it well.')).toBeTruthy();
  });

  it('REJECT logs out and returns to the login page', async () => {
    const fetch = mockFetch({ 'POST /api/auth/logout': { status: 204 }, 'POST /api/graphql': licenceServer(false) });
    const { router } = await renderApp('/license');
    fireEvent.click(await screen.findByRole('button', { name: 'REJECT' }));
    await screen.findByRole('heading', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo(fetch, 'POST /api/auth/logout')).toHaveLength(1);
  });

  it('AGREE accepts the agreement, then goes on to the realm choice', async () => {
    const fetch = mockFetch({ 'POST /api/graphql': licenceServer(false) });
    const { router } = await renderApp('/license');
    await screen.findByText('Use it well.');
    fireEvent.click(screen.getByRole('button', { name: 'AGREE' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/selectrealm'));
    expect(acceptCalls(fetch)).toHaveLength(1);
    expect(callsTo(fetch, 'POST /api/auth/logout')).toHaveLength(0);
  });

  it('skips an agreement the user has already accepted', async () => {
    const fetch = mockFetch({ 'POST /api/graphql': licenceServer(true) });
    const { router } = await renderApp('/license');
    await waitFor(() => expect(router.state.location.pathname).toBe('/selectrealm'));
    expect(acceptCalls(fetch)).toHaveLength(0);
  });

  it('shows an error panel when the licence cannot be loaded', async () => {
    mockFetch({
      'POST /api/graphql': mockGraphql({
        UserInfo: { userInfo: userInfo() },
        Licence: { reply: { status: 500, body: { errors: [{ message: 'Internal server error' }] } } },
      }),
    });
    await renderApp('/license');
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
  });

  it('shows the language list in its header', async () => {
    mockFetch({ 'POST /api/graphql': licenceServer(false) });
    await renderApp('/license');
    expect(await screen.findByRole('navigation', { name: 'Language' })).toBeTruthy();
  });
});
