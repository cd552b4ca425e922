import { screen, waitFor } from '@testing-library/react';
import { callsTo, mockFetch, renderApp } from '../../testing';

/** The console opened from a hand-over link: the address bar holds the link (read by the page). */
async function openLink(fragment: string) {
  window.history.replaceState(null, '', `/handover${fragment}`);
  return renderApp('/handover');
}

describe('HandoverPage', () => {
  it('trades the token once and opens the page the user was on, with the token out of the address bar', async () => {
    const fetch = mockFetch({
      'POST /api/auth/continue': { body: { status: 'LoggedIn', redirect: '/' } },
    });
    const { platform } = await openLink('#token=abc&to=%2Fview%2F2%3Fcamera%3Dc1%23live');
    expect(window.location.hash).toBe('');
    await waitFor(() => expect(platform.replaceLocation).toHaveBeenCalledWith('/view/2?camera=c1#live'));
    expect(callsTo(fetch, 'POST /api/auth/continue').map((c) => c.body)).toEqual([{ token: 'abc' }]);
    expect(screen.getByRole('heading', { name: 'Continuing your session' })).toBeTruthy();
  });

  it('says a spent or old link is no longer good, in the operator’s language, and leads to the login page', async () => {
    mockFetch({
      'POST /api/auth/continue': {
        status: 400,
        body: { code: 400, message: 'The link is invalid or has expired', messageKey: 'invalidLink' },
      },
    });
    const { platform } = await openLink('#token=spent&to=%2Fview%2F2');
    expect((await screen.findByRole('alert')).textContent).toBe('The link is invalid or has expired');
    expect(platform.replaceLocation).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: /log ?in|sign ?in/i })).toBeTruthy();
  });

  it('never leaves the node it landed on for a page elsewhere', async () => {
    mockFetch({ 'POST /api/auth/continue': { body: { status: 'LoggedIn', redirect: '/' } } });
    const { platform } = await openLink('#token=abc&to=%2F%2Fevil.site%2Fx');
    await waitFor(() => expect(platform.replaceLocation).toHaveBeenCalledWith('/'));
  });

  it('goes to the console’s start when the link carries no token', async () => {
    const fetch = mockFetch();
    const { platform } = await openLink('');
    expect(platform.replaceLocation).toHaveBeenCalledWith('/');
    expect(callsTo(fetch, 'POST /api/auth/continue')).toEqual([]);
  });
});
