/** Spec 1 §4 in the desktop shell, through a desktop Platform built over a fake window.vantage: an
 *  account without the SOLID interface gets the Enterprise UI error and is logged out; one with it
 *  goes on by itself when the system check is quiet. (Implemented by the /guilist page.) */
import '../../testing';
import { screen, waitFor } from '@testing-library/react';
import { callsTo, mockFetch, renderApp, shellServer, SOLID_GUI } from '../../testing';
import { fakeDesktop } from './testing/desktopTestHarness';

const REPORTS = { id: 'REPORTS', name: 'Reports portal', description: 'Reports', url: '/reports' };

function server(guis: unknown[]) {
  return mockFetch({ 'POST /api/graphql': shellServer({ Guis: { guis } }), 'POST /api/auth/logout': { status: 204 } });
}

describe('The Enterprise UI requirement in the desktop shell', () => {
  it("says 'This account does not support the Enterprise UI.' and logs out when SOLID is not listed", async () => {
    const fetch = server([REPORTS]);
    const { platform, fake } = fakeDesktop();
    const { router } = await renderApp('/guilist', { platform });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('status').textContent).toContain('This account does not support the Enterprise UI.');
    expect(callsTo(fetch, 'POST /api/auth/logout')).toHaveLength(1);
    // The end of the session reaches main, which saves and closes the separate windows.
    await waitFor(() => expect(fake.bridge.session.didLogout).toHaveBeenCalledTimes(1));
  });

  it('goes on to the workspace by itself when SOLID is listed and the system is quiet', async () => {
    const fetch = server([REPORTS, SOLID_GUI]);
    const { platform, fake } = fakeDesktop();
    const { router } = await renderApp('/guilist', { platform });
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/start'));
    expect(callsTo(fetch, 'POST /api/auth/logout')).toHaveLength(0);
    expect(screen.queryByText('This account does not support the Enterprise UI.')).toBeNull();
    // The workspace shows, so main is asked to restore this user's saved windows.
    await waitFor(() =>
      expect(fake.bridge.session.restore).toHaveBeenCalledWith({ realmId: 'demo-hq', userId: 'user-admin' }),
    );
  });

  it('lists and logs out nothing of the kind in the browser', async () => {
    const fetch = server([REPORTS]);
    const { router } = await renderApp('/guilist');
    expect(await screen.findByRole('button', { name: /Reports portal/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/guilist');
    expect(callsTo(fetch, 'POST /api/auth/logout')).toHaveLength(0);
  });
});
