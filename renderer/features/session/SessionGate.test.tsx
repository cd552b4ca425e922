import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SESSION_REFRESH_MS } from '../../../shared/shell/constants';
import { callsTo, DEMO_BRANCH, mockFetch, renderApp, settle, shellServer, UNAUTHORIZED, userInfo } from '../../testing';
import { LOGOUT_CHANNEL_NAME, LOGOUT_MESSAGE } from './logoutChannel';

function userInfoCalls(fetch: jest.Mock) {
  return callsTo(fetch, 'POST /api/graphql').filter(
    (call) => (call.body as { operationName?: string }).operationName === 'UserInfo',
  );
}

describe('session gate', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends a logged-in user opening / on to the licence step', async () => {
    mockFetch({ 'POST /api/graphql': shellServer() });
    const { router } = await renderApp('/');
    // The licence is accepted in this server, so the step goes straight on to /selectrealm.
    await waitFor(() => expect(router.state.location.pathname).toBe('/selectrealm'));
  });

  it('sends a logged-out user opening /guilist to the login page', async () => {
    const fetch = mockFetch({ 'POST /api/graphql': shellServer({ UserInfo: UNAUTHORIZED }) });
    const { router, platform } = await renderApp('/guilist');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/');
    // Only the session check was asked (with the 401 allowed): the page does not reload.
    expect(userInfoCalls(fetch)).toHaveLength(1);
    expect(platform.reload).not.toHaveBeenCalled();
  });

  it('shows the login page for an unknown path when logged out, and Not Found when logged in', async () => {
    mockFetch({ 'POST /api/graphql': shellServer({ UserInfo: UNAUTHORIZED }) });
    const first = await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    first.unmount();
    mockFetch({ 'POST /api/graphql': shellServer() });
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeTruthy();
  });

  it("titles the window '{product} - {realm name}'", async () => {
    mockFetch({ 'POST /api/graphql': shellServer({ UserInfo: { userInfo: userInfo({ realm: DEMO_BRANCH }) } }) });
    await renderApp('/view/start');
    await screen.findByRole('navigation', { name: 'Activity bar' });
    await waitFor(() => expect(document.title).toBe('Vantage - Demo Branch'));
  });

  it(`refreshes the user info every ${SESSION_REFRESH_MS} ms, without allowing a 401`, async () => {
    const setInterval = jest.spyOn(window, 'setInterval');
    const fetch = mockFetch({ 'POST /api/graphql': shellServer() });
    await renderApp('/view/start');
    await screen.findByRole('navigation', { name: 'Activity bar' });
    const refresh = setInterval.mock.calls.find(([, delay]) => delay === SESSION_REFRESH_MS);
    expect(refresh).toBeDefined();
    const before = userInfoCalls(fetch).length;
    await act(async () => (refresh![0] as () => void)());
    await settle();
    expect(userInfoCalls(fetch)).toHaveLength(before + 1);
  });

  it('reloads the page when the refresh answers 401', async () => {
    const setInterval = jest.spyOn(window, 'setInterval');
    let loggedIn = true;
    mockFetch({
      'POST /api/graphql': shellServer({ UserInfo: () => (loggedIn ? { userInfo: userInfo() } : UNAUTHORIZED) }),
    });
    const { platform } = await renderApp('/view/start');
    await screen.findByRole('navigation', { name: 'Activity bar' });
    loggedIn = false;
    const refresh = setInterval.mock.calls.find(([, delay]) => delay === SESSION_REFRESH_MS);
    await act(async () => (refresh![0] as () => void)());
    await waitFor(() => expect(platform.reload).toHaveBeenCalledTimes(1));
  });

  it('ends the session when the server sends sessionClose', async () => {
    mockFetch({ 'POST /api/graphql': shellServer() });
    const { router, socket } = await renderApp('/view/start');
    await screen.findByRole('navigation', { name: 'Activity bar' });
    await waitFor(() => expect(socket.sinks.has('SessionClose')).toBe(true));
    act(() => socket.emit('SessionClose', { sessionClose: { reason: 'SESSION_EXPIRED' } }));
    await screen.findByRole('heading', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('status').textContent).toContain('Your session has expired. Please log in again.');
  });

  it('logs out: server call, subscriptions disposed, a fresh client, a message to other tabs, then /', async () => {
    const fetch = mockFetch({ 'POST /api/graphql': shellServer(), 'POST /api/auth/logout': { status: 204 } });
    const { router, socket, connections } = await renderApp('/view/start');
    const otherTab = new BroadcastChannel(LOGOUT_CHANNEL_NAME);
    const heard = new Promise((resolve) => (otherTab.onmessage = (event) => resolve(event.data)));
    try {
      fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
      await screen.findByRole('heading', { name: 'Log in' });
      expect(router.state.location.pathname).toBe('/');
      expect(callsTo(fetch, 'POST /api/auth/logout')).toHaveLength(1);
      expect(socket.client.dispose).toHaveBeenCalled();
      expect(connections).toHaveLength(2);
      await expect(heard).resolves.toBe(LOGOUT_MESSAGE);
    } finally {
      otherTab.close();
    }
  });

  it('tells the desktop shell when the session ends, so it saves and closes the windows', async () => {
    mockFetch({ 'POST /api/graphql': shellServer(), 'POST /api/auth/logout': { status: 204 } });
    const sessionSaving = {
      isEnabled: jest.fn(async () => true),
      setEnabled: jest.fn(async () => undefined),
      restore: jest.fn(async () => []),
      didLogout: jest.fn(async () => undefined),
    };
    await renderApp('/view/start', { platform: { kind: 'desktop', sessionSaving } });
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Log in' });
    expect(sessionSaving.didLogout).toHaveBeenCalledTimes(1);
  });

  it("follows another tab's logout without calling the server again", async () => {
    const fetch = mockFetch({ 'POST /api/graphql': shellServer(), 'POST /api/auth/logout': { status: 204 } });
    const { router } = await renderApp('/view/start');
    await screen.findByRole('navigation', { name: 'Activity bar' });
    const otherTab = new BroadcastChannel(LOGOUT_CHANNEL_NAME);
    try {
      otherTab.postMessage(LOGOUT_MESSAGE);
      await screen.findByRole('heading', { name: 'Log in' }, { timeout: 3000 });
      expect(router.state.location.pathname).toBe('/');
      expect(callsTo(fetch, 'POST /api/auth/logout')).toHaveLength(0);
    } finally {
      otherTab.close();
    }
  });

  it('reloads at the plain path for a hash that is not a path, and follows one that is', async () => {
    mockFetch({ 'POST /api/graphql': shellServer() });
    const first = await renderApp('/view/start?x=1#section');
    await waitFor(() => expect(first.platform.replaceLocation).toHaveBeenCalledWith('/view/start?x=1'));
    first.unmount();
    mockFetch({ 'POST /api/graphql': shellServer() });
    const second = await renderApp('/main#/view/Cameras');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/view/Cameras'));
    expect(second.platform.replaceLocation).not.toHaveBeenCalled();
  });
});
