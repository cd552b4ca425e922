import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACTIVITY_BAR_WIDTH_PX, SIDEBAR_WIDTH_PX } from '../../../shared/shell/constants';
import { mockFetch, renderApp, shellServer, userInfo } from '../../testing';
import type { GraphqlOperations } from '../../testing';
import type { WorkspaceServerInit } from '../../testing/workspaceServer';
import { storedView, v2 } from '../views/testViews';

async function openWorkspace(path = '/view/start', overrides: GraphqlOperations = {}, workspace?: WorkspaceServerInit) {
  const graphql = shellServer(overrides, workspace);
  const fetch = mockFetch({ 'POST /api/graphql': graphql, 'POST /api/auth/logout': { status: 204 } });
  const app = await renderApp(path);
  const bar = await screen.findByRole('navigation', { name: 'Activity bar' });
  return { fetch, bar, ...app };
}

function leftWidth() {
  const frame = document.querySelector<HTMLElement>('.vt-workspace')!;
  return frame.style.getPropertyValue('--vt-left-width');
}

function barLabels(bar: HTMLElement) {
  return within(bar)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));
}

describe('workspace frame', () => {
  beforeEach(() => localStorage.clear());

  it('shows an admin the activity bar in the order of spec 1 §2.6', async () => {
    const { bar } = await openWorkspace();
    expect(barLabels(bar)).toEqual([
      'Home',
      'View',
      'Devices',
      'Access',
      'Admin settings',
      'Reports',
      'Settings',
      'About',
      'Logout',
    ]);
    expect(bar.querySelector('hr')).not.toBeNull();
  });

  it('shows an operator no admin items and no About', async () => {
    const { bar } = await openWorkspace('/view/start', { UserInfo: { userInfo: userInfo({ isAdmin: false }) } });
    expect(barLabels(bar)).toEqual(['Home', 'View', 'Settings', 'Logout']);
  });

  it('leaves the logo out when branding hides it', async () => {
    const { bar } = await openWorkspace('/view/start', { Branding: { branding: { SOLID_LOGO_VISIBLE: false } } });
    await waitFor(() => expect(barLabels(bar)[0]).toBe('View'));
  });

  it(`is ${SIDEBAR_WIDTH_PX} px wide with the sidebar open and ${ACTIVITY_BAR_WIDTH_PX} px closed; the active item toggles it`, async () => {
    const { bar } = await openWorkspace();
    expect(leftWidth()).toBe(`${SIDEBAR_WIDTH_PX}px`);
    const view = within(bar).getByRole('button', { name: 'View' });
    expect(view.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(view);
    expect(leftWidth()).toBe(`${ACTIVITY_BAR_WIDTH_PX}px`);
    expect(screen.queryByRole('complementary')).toBeNull();
    fireEvent.click(view);
    expect(leftWidth()).toBe(`${SIDEBAR_WIDTH_PX}px`);
  });

  it('starts with the sidebar closed when "Open view list on start" is off in the workspace configuration', async () => {
    await openWorkspace('/view/start', {}, { config: v2([], { settings: { openViewListOnStart: false } }) });
    await waitFor(() => expect(leftWidth()).toBe(`${ACTIVITY_BAR_WIDTH_PX}px`));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('ignores the settings an older console kept in this browser', async () => {
    localStorage.setItem('settings', JSON.stringify({ openViewListOnStart: false }));
    await openWorkspace();
    await screen.findByRole('region', { name: 'My Views' });
    expect(leftWidth()).toBe(`${SIDEBAR_WIDTH_PX}px`);
  });

  it('opens an admin group in the sidebar and its section as a tab', async () => {
    const { bar, router } = await openWorkspace();
    fireEvent.click(within(bar).getByRole('button', { name: 'Admin settings' }));
    const panel = screen.getByRole('navigation', { name: 'Admin settings' });
    fireEvent.click(within(panel).getByRole('link', { name: 'Watchlist Facial' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/WatchlistFacial'));
    // Issue 32: the section is the realm's facial watchlists.
    expect(await screen.findByRole('heading', { name: 'Watchlist Facial' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add watchlist' })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Open views' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Start Page', 'Watchlist Facial']);
  });

  it("names each admin page's tab after what it shows; an item page's sub-tabs share its tab (issue 36)", async () => {
    const { router } = await openWorkspace('/view/camera/edit/cam-1');
    for (const path of ['/view/camera/edit/cam-1/recording', '/view/camera/vae/cam-1', '/view/camera/add']) {
      await act(() => router.navigate(path));
    }
    const tabs = screen.getByRole('tablist', { name: 'Open views' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Cameras · Edit · cam-1', 'Cameras · Video analytics · cam-1', 'Cameras · Add']);
    expect(within(tabs).getByRole('tab', { name: 'Cameras · Add' }).getAttribute('aria-selected')).toBe('true');
  });

  it('closes a tab with its × or with Delete and goes to its neighbour; the start view closes only beside another tab', async () => {
    const { router } = await openWorkspace('/view/camera/edit/c1');
    await act(() => router.navigate('/view/camera/add'));
    fireEvent.click(screen.getByTitle('Close Cameras · Add'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/camera/edit/c1'));
    const tab = screen.getByRole('tab', { name: 'Cameras · Edit · c1' });
    expect(tab.getAttribute('aria-keyshortcuts')).toBe('Delete');
    fireEvent.keyDown(tab, { key: 'Delete' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/start'));
    expect(screen.queryByTitle('Close Start Page')).toBeNull();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Start Page' }), { key: 'Delete' });
    expect(screen.getByRole('tab', { name: 'Start Page' })).toBeTruthy();
  });

  it('opens /main on the first view of the saved configuration', async () => {
    const { router } = await openWorkspace('/view/start', {}, { config: v2([storedView('lobby', 'Lobby')]) });
    await router.navigate('/main');
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/lobby'));
  });

  it('goes Home (/main) inside the frame: the workspace stays as it is', async () => {
    const { bar, router } = await openWorkspace('/view/start', {}, { config: v2([storedView('lobby', 'Lobby')]) });
    fireEvent.click(within(bar).getByRole('button', { name: 'Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/lobby'));
    expect(screen.getByRole('navigation', { name: 'Activity bar' })).toBe(bar);
  });

  it('sends /redirect/{url} to the url, and refuses a script url', async () => {
    mockFetch({ 'POST /api/graphql': shellServer() });
    const first = await renderApp(`/redirect/${encodeURIComponent('https://example.com/help?a=1')}`);
    await waitFor(() => expect(first.platform.replaceLocation).toHaveBeenCalledWith('https://example.com/help?a=1'));
    first.unmount();
    mockFetch({ 'POST /api/graphql': shellServer() });
    const second = await renderApp(`/redirect/${encodeURIComponent('javascript:alert(1)')}`);
    expect(await screen.findByRole('heading', { name: 'Cannot redirect' })).toBeTruthy();
    expect(second.platform.replaceLocation).not.toHaveBeenCalled();
  });

  it('renders right-to-left in Arabic, with the frame translated', async () => {
    mockFetch({ 'POST /api/graphql': shellServer() });
    await renderApp('/view/start', 'ar-AE');
    const bar = await screen.findByRole('navigation', { name: 'شريط الأنشطة' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(bar).getByRole('button', { name: 'تسجيل الخروج' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Vantage - Demo HQ'));
  });
});
