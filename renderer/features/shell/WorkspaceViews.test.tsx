import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACTIVITY_BAR_WIDTH_PX, SIDEBAR_WIDTH_PX } from '../../../shared/shell/constants';
import { DEMO_BRANCH, mockFetch, renderApp, shellServer, userInfo } from '../../testing';
import type { WorkspaceServerInit } from '../../testing/workspaceServer';
import { row, storedView, urlWidget, v2 } from '../views/testViews';

const lobby = storedView('v1', 'Lobby', {
  layout: row('r', ['a', 'b']),
  widgets: [urlWidget('a', 'https://example.com/')],
});

/** The real frame and routes around the views feature, against a workspace server. */
async function openWorkspace(path: string, workspace: WorkspaceServerInit = {}) {
  const graphql = shellServer({ SetUserRealm: { setUserRealm: userInfo({ realm: DEMO_BRANCH }) } }, workspace);
  mockFetch({ 'POST /api/graphql': graphql });
  const app = await renderApp(path);
  await screen.findByRole('navigation', { name: 'Activity bar' });
  return { ...app, server: graphql.workspace };
}

const main = () => within(screen.getByRole('main'));
const tabs = () => within(screen.getByRole('tablist', { name: 'Open views' }));
const sidebar = () => within(screen.getByRole('complementary'));
const leftWidth = () => document.querySelector<HTMLElement>('.vt-workspace')!.style.getPropertyValue('--vt-left-width');
const tabNames = () =>
  tabs()
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('the workspace frame with the views feature', () => {
  beforeEach(() => localStorage.clear());

  it("shows the View panel for the View item and the shell's start page as the Start Page view", async () => {
    await openWorkspace('/view/start', { config: v2([lobby]) });
    expect(await sidebar().findByRole('link', { name: 'Lobby' })).toBeTruthy();
    expect(sidebar().getByRole('heading', { name: 'View' })).toBeTruthy();
    expect(sidebar().getByRole('region', { name: 'Shared Views' })).toBeTruthy();
    expect(main().getByRole('heading', { name: 'Start Page' })).toBeTruthy();
    expect(main().getByText('Signed in as admin in Demo HQ.')).toBeTruthy();
    expect(tabNames()).toEqual(['Start Page']);
  });

  it('names tabs after their views and opens the system views of spec 1 §2.4', async () => {
    const { router } = await openWorkspace('/view/v1', { config: v2([lobby]) });
    expect(await main().findByRole('heading', { name: 'Lobby' })).toBeTruthy();
    for (const [id, name] of [
      ['archiveCameraGrid', 'Archive Camera Grid'],
      ['cameraGrid', 'Camera Grid'],
      ['vmx', 'VMX'],
      ['essential', 'Essential'],
    ]) {
      await act(() => router.navigate(`/view/${id}`));
      expect(main().getByRole('heading', { name })).toBeTruthy();
    }
    expect(tabNames()).toEqual(['Lobby', 'Archive Camera Grid', 'Camera Grid', 'VMX', 'Essential']);
    expect(tabs().getByRole('tab', { name: 'Essential' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens the View panel on entering edit mode, though the user had closed the sidebar', async () => {
    const { router } = await openWorkspace('/view/v1', { config: v2([lobby]) });
    await screen.findByRole('region', { name: 'My Views' });
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Activity bar' })).getByRole('button', { name: 'View' }),
    );
    expect(leftWidth()).toBe(`${ACTIVITY_BAR_WIDTH_PX}px`);
    fireEvent.click(main().getByRole('button', { name: 'Edit Lobby' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view'));
    expect(leftWidth()).toBe(`${SIDEBAR_WIDTH_PX}px`);
    expect(sidebar().getByRole('region', { name: 'View Info' })).toBeTruthy();
    // At /view the edited view's tab stays selected, titled with the name being typed.
    expect(tabs().getByRole('tab', { name: 'Lobby' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.change(sidebar().getByRole('textbox', { name: 'View name' }), { target: { value: 'Lobby West' } });
    expect(tabNames()).toEqual(['Lobby West']);
  });

  it('asks before a tab closes a view with unsaved changes, and ends its edit mode when it closes', async () => {
    const { router } = await openWorkspace('/view/start', { config: v2([lobby]) });
    await act(() => router.navigate('/view/v1'));
    fireEvent.click(await main().findByRole('button', { name: 'Edit Lobby' }));
    fireEvent.change(sidebar().getByRole('textbox', { name: 'View name' }), { target: { value: 'Changed' } });

    fireEvent.click(tabs().getByTitle('Close Changed'));
    let dialog = within(screen.getByRole('dialog', { name: 'Unsaved changes' }));
    expect(dialog.getByText("View 'Changed' has unsaved changes. Close it and lose them?")).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tabNames()).toEqual(['Start Page', 'Changed']);
    expect(router.state.location.pathname).toBe('/view');

    fireEvent.click(tabs().getByTitle('Close Changed'));
    dialog = within(screen.getByRole('dialog', { name: 'Unsaved changes' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Close view' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/start'));
    expect(tabNames()).toEqual(['Start Page']);
    expect(
      within(sidebar().getByRole('region', { name: 'My Views' })).getByRole('link', { name: 'Lobby' }),
    ).toBeTruthy();
  });

  it('closes a tab of a view in edit mode without changes at once, leaving edit mode', async () => {
    const { router } = await openWorkspace('/view/start', { config: v2([lobby]) });
    await act(() => router.navigate('/view/v1'));
    fireEvent.click(await main().findByRole('button', { name: 'Edit Lobby' }));
    fireEvent.click(tabs().getByTitle('Close Lobby'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/start'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sidebar().getByRole('region', { name: 'My Views' })).toBeTruthy();
  });

  it('navigates as spec 1 §2.2 says: edit → /view, revert → back one step, save → /view/{id}, close → start view', async () => {
    const { router, server } = await openWorkspace('/view/start', { config: v2([lobby]) });
    await act(() => router.navigate('/view/v1'));
    fireEvent.click(await main().findByRole('button', { name: 'Edit Lobby' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view'));
    fireEvent.click(sidebar().getByRole('button', { name: 'Revert' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/v1'));

    fireEvent.click(main().getByRole('button', { name: 'Edit Lobby' }));
    fireEvent.change(sidebar().getByRole('textbox', { name: 'View name' }), { target: { value: 'Lobby West' } });
    fireEvent.click(sidebar().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/v1'));
    expect(server.callsOf('UpdateSolidConfig')).toHaveLength(1);
    expect(tabNames()).toEqual(['Start Page', 'Lobby West']);

    const view = within(screen.getByRole('region', { name: 'Lobby West' }));
    fireEvent.click(view.getByRole('button', { name: 'Close Lobby West' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/start'));
    expect(tabNames()).toEqual(['Start Page']);
  });

  it('gives the creation wizard a tab of its own, which the saved view replaces', async () => {
    const { router, server } = await openWorkspace('/view/start', { config: v2([lobby]) });
    fireEvent.click(await sidebar().findByRole('button', { name: 'Add view' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/new'));
    expect(tabNames()).toEqual(['Start Page', 'New view']);
    expect(tabs().getByRole('tab', { name: 'New view' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(main().getByRole('button', { name: 'Next' }));
    fireEvent.click(main().getByRole('button', { name: 'Next' }));
    fireEvent.click(main().getByRole('button', { name: 'Save' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Save view' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'View name' }), { target: { value: 'Dock' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsOf('UpdateSolidConfig')).toHaveLength(1));
    await waitFor(() => expect(tabNames()).toEqual(['Start Page', 'Dock']));
    expect(tabs().getByRole('tab', { name: 'Dock' }).getAttribute('aria-selected')).toBe('true');
  });

  it("closing the wizard's tab asks first once a draft exists, then drops the draft; Cancel closes the tab too", async () => {
    const { router, server } = await openWorkspace('/view/start', { config: v2([lobby]) });
    await act(() => router.navigate('/view/new'));
    fireEvent.click(main().getByRole('button', { name: 'Next' }));
    fireEvent.click(main().getByRole('button', { name: 'Next' }));
    expect(sidebar().getByRole('region', { name: 'View Info' })).toBeTruthy();
    fireEvent.click(tabs().getByTitle('Close New view'));
    const dialog = within(screen.getByRole('dialog', { name: 'Unsaved changes' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Close view' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/start'));
    expect(tabNames()).toEqual(['Start Page']);
    expect(sidebar().getByRole('region', { name: 'My Views' })).toBeTruthy();

    await act(() => router.navigate('/view/new'));
    expect(tabNames()).toEqual(['Start Page', 'New view']);
    fireEvent.click(main().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/start'));
    expect(tabNames()).toEqual(['Start Page']);
    expect(server.callsOf('UpdateSolidConfig')).toHaveLength(0);
  });

  it('starts afresh in another realm: no shared views, tabs or subscriptions of the realm it left', async () => {
    const gate = storedView('s1', 'Gate', { userId: 'user-admin', isShared: true });
    const { router, server, socket } = await openWorkspace('/view/v1', { config: v2([lobby]), sharedViews: [gate] });
    const shared = () => within(sidebar().getByRole('region', { name: 'Shared Views' }));
    expect(await shared().findByRole('link', { name: /Gate/ })).toBeTruthy();
    expect(tabNames()).toEqual(['Lobby']);

    await act(() => router.navigate('/selectrealm'));
    // Demo Branch has no shared views (the server answers for the session's realm).
    server.state.sharedViews = [];
    server.state.config = null;
    fireEvent.click(await screen.findByRole('button', { name: /Demo Branch/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guilist'));
    await act(() => router.navigate('/view/start'));
    expect(await sidebar().findByRole('region', { name: 'Shared Views' })).toBeTruthy();
    expect(shared().queryByRole('link', { name: /Gate/ })).toBeNull();
    expect(tabNames()).toEqual(['Start Page']);
    expect(socket.client.dispose).toHaveBeenCalled();
  });
});
