import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, mockFetch, renderApp, type MockHandler } from '../../testing';

/** A GraphQL endpoint answering the licence documents by operation name. */
function licenceServer(isAccepted: boolean): MockHandler {
  let accepted = isAccepted;
  return ({ body }) => {
    const { query } = body as { query: string };
    if (query.includes('mutation AcceptLicence')) {
      accepted = true;
      return { body: { data: { acceptLicence: { __typename: 'Licence', version: '1', isAccepted: true } } } };
    }
    return {
      body: { data: { licence: { __typename: 'Licence', text: 'Use it well.', version: '1', isAccepted: accepted } } },
    };
  };
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
    fireEvent.click(screen.getByRole('button', { name: 'REJECT' }));
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
    const mutations = callsTo(fetch, 'POST /api/graphql').filter((c) =>
      (c.body as { query: string }).query.includes('mutation AcceptLicence'),
    );
    expect(mutations).toHaveLength(1);
    expect(callsTo(fetch, 'POST /api/auth/logout')).toHaveLength(0);
  });

  it('skips an agreement the user has already accepted', async () => {
    mockFetch({ 'POST /api/graphql': licenceServer(true) });
    const { router } = await renderApp('/license');
    await waitFor(() => expect(router.state.location.pathname).toBe('/selectrealm'));
  });

  it('shows an error panel when the licence cannot be loaded', async () => {
    mockFetch({ 'POST /api/graphql': { status: 500, body: { code: 500, message: 'Internal server error' } } });
    await renderApp('/license');
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
  });

  it('shows the language list in its header', async () => {
    mockFetch({ 'POST /api/graphql': licenceServer(false) });
    await renderApp('/license');
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeTruthy();
  });
});
