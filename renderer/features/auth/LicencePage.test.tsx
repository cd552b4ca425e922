import { fireEvent, screen } from '@testing-library/react';
import { callsTo, mockFetch, renderApp } from '../../testing';

describe('LicencePage', () => {
  it('REJECT logs out and returns to the login page', async () => {
    const fetch = mockFetch({ 'POST /api/auth/logout': { status: 204 } });
    const { router } = await renderApp('/license');
    fireEvent.click(screen.getByRole('button', { name: 'REJECT' }));
    await screen.findByRole('heading', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo(fetch, 'POST /api/auth/logout')).toHaveLength(1);
  });

  it('AGREE goes on to the realm choice', async () => {
    const fetch = mockFetch();
    const { router } = await renderApp('/license');
    fireEvent.click(screen.getByRole('button', { name: 'AGREE' }));
    expect(router.state.location.pathname).toBe('/selectrealm');
    expect(callsTo(fetch, 'POST /api/auth/logout')).toHaveLength(0);
  });

  it('shows the language list in its header', async () => {
    mockFetch();
    await renderApp('/license');
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeTruthy();
  });
});
