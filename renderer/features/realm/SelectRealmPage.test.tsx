import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, DEMO_BRANCH, DEMO_HQ, mockFetch, renderApp, shellServer, userInfo } from '../../testing';

function realmSwitches(fetch: jest.Mock) {
  return callsTo(fetch, 'POST /api/graphql').filter(
    (c) => (c.body as { operationName?: string }).operationName === 'SetUserRealm',
  );
}

describe('SelectRealmPage', () => {
  it('skips to /guilist with one realm', async () => {
    mockFetch({ 'POST /api/graphql': shellServer({ UserRealms: { userRealms: [DEMO_HQ] } }) });
    const { router } = await renderApp('/selectrealm');
    await waitFor(() => expect(router.state.location.pathname).toBe('/guilist'));
  });

  it('skips to /guilist with no realm at all', async () => {
    mockFetch({ 'POST /api/graphql': shellServer({ UserRealms: { userRealms: [] } }) });
    const { router } = await renderApp('/selectrealm');
    await waitFor(() => expect(router.state.location.pathname).toBe('/guilist'));
  });

  it('lists the realms by name, the current one marked', async () => {
    mockFetch({ 'POST /api/graphql': shellServer() });
    await renderApp('/selectrealm');
    const list = await screen.findByRole('list', { name: 'Realms' });
    expect([...list.querySelectorAll('.vt-choice__name')].map((node) => node.textContent)).toEqual([
      'Demo HQ',
      'Demo Branch',
    ]);
    expect(screen.getByRole('button', { name: /Demo HQ/ }).getAttribute('aria-current')).toBe('true');
  });

  it('goes on without a realm switch when the current realm is chosen', async () => {
    const fetch = mockFetch({ 'POST /api/graphql': shellServer() });
    const { router } = await renderApp('/selectrealm');
    fireEvent.click(await screen.findByRole('button', { name: /Demo HQ/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guilist'));
    expect(realmSwitches(fetch)).toHaveLength(0);
  });

  it('switches to a different realm, then goes on to /guilist in it', async () => {
    const fetch = mockFetch({
      'POST /api/graphql': shellServer({ SetUserRealm: { setUserRealm: userInfo({ realm: DEMO_BRANCH }) } }),
    });
    const { router } = await renderApp('/selectrealm');
    fireEvent.click(await screen.findByRole('button', { name: /Demo Branch/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guilist'));
    expect(realmSwitches(fetch).map((c) => (c.body as { variables: unknown }).variables)).toEqual([
      { userName: 'admin', realmId: 'demo-branch' },
    ]);
    // The router moves on before React commits the new session, whose effect retitles the window.
    await waitFor(() => expect(document.title).toBe('Vantage - Demo Branch'));
  });

  it('stays and says so when the switch fails', async () => {
    mockFetch({
      'POST /api/graphql': shellServer({
        SetUserRealm: { reply: { body: { data: null, errors: [{ message: 'User has no access to this realm' }] } } },
      }),
    });
    const { router } = await renderApp('/selectrealm');
    fireEvent.click(await screen.findByRole('button', { name: /Demo Branch/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('User has no access to this realm');
    expect(router.state.location.pathname).toBe('/selectrealm');
  });
});
