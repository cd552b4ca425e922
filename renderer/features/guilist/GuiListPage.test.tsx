import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GraphqlOperations } from '../../testing';
import { callsTo, mockFetch, renderApp, shellServer, SOLID_GUI, userInfo } from '../../testing';
import type { WorkspaceServerInit } from '../../testing/workspaceServer';
import { storedView, v2 } from '../views/testViews';

const CLOCK_SKEW_TEXT =
  'WARNING: Time shift between your client station and server was identified and it is 42 seconds. Please make sure to synchronize your time...';

function statusWith(offsetMs: number, extra: Record<string, unknown> = {}) {
  return () => ({
    systemStatus: { status: 'ONLINE', description: null, reasons: [], serverTime: Date.now() + offsetMs, ...extra },
  });
}

async function openGuiList(overrides: GraphqlOperations = {}, platform = {}, workspace: WorkspaceServerInit = {}) {
  const graphql = shellServer(overrides, workspace);
  const fetch = mockFetch({ 'POST /api/graphql': graphql, 'POST /api/auth/logout': { status: 204 } });
  const app = await renderApp('/guilist', { platform });
  return { fetch, ...app };
}

describe('GuiListPage: system check', () => {
  it('shows the status, how many problems and a line naming each (issue 34)', async () => {
    await openGuiList({
      SystemStatus: statusWith(0, {
        status: 'ALERT',
        description: '3 problems found',
        reasons: [
          { message: "Camera 'Gate' is BROKEN", options: null, object: { type: 'camera', id: 'c1' } },
          { message: 'Missing local disk space for recordings: 12 MB free', options: null, object: null },
          { message: "Sensor 'Door' is BROKEN", options: null, object: { type: 'sensor', id: 's1' } },
        ],
      }),
    });
    const box = await screen.findByRole('region', { name: 'System check' });
    expect(box.textContent).toContain('System status: Alert');
    expect(box.textContent).toContain('3 problems found');
    const reasons = within(box).getByRole('list', { name: 'Reasons' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "Sensor 'Door' is BROKEN",
      'Camera not working: \u2068Gate\u2069',
      'The recordings volume is short of space: the oldest recordings are deleted before their retention time to keep recording.',
    ]);
  });

  it('warns about a clock shift above 5 s with the exact text', async () => {
    await openGuiList({ SystemStatus: statusWith(42_000) });
    expect((await screen.findByRole('alert')).textContent).toBe(CLOCK_SKEW_TEXT);
  });

  it('says nothing about a shift of 5 s or less', async () => {
    await openGuiList({ SystemStatus: statusWith(-4_000) });
    await screen.findByRole('region', { name: 'System check' });
    expect(screen.queryByText(/Time shift/)).toBeNull();
  });
});

describe('GuiListPage: interfaces', () => {
  it('lists the interfaces with name and description', async () => {
    await openGuiList();
    const list = await screen.findByRole('list', { name: 'User interfaces' });
    expect(list.textContent).toContain('Vantage Console');
    expect(list.textContent).toContain('Live and archived video, events, maps and administration');
  });

  it("shows 'Access is denied' / 'Gui list not found' when there is none", async () => {
    await openGuiList({ Guis: { guis: [] } });
    expect(await screen.findByRole('heading', { name: 'Access is denied' })).toBeTruthy();
    expect(screen.getByText('Gui list not found')).toBeTruthy();
  });

  it.each<[string, GraphqlOperations, WorkspaceServerInit, string]>([
    ['no avatar device', { FirstScreenDevices: { avatars: [], media: [{ id: 'c' }] } }, {}, '/view/AvatarActivation'],
    ['no media device', { FirstScreenDevices: { avatars: [{ id: 'a' }], media: [] } }, {}, '/view/camera/add'],
    ['a saved configuration', {}, { config: v2([storedView('lobby', 'Lobby'), storedView('x', 'X')]) }, '/view/lobby'],
    ['no saved configuration', {}, {}, '/view/start'],
  ])('choosing the Enterprise UI with %s goes to %s', async (_case, overrides, workspace, path) => {
    const { router } = await openGuiList(overrides, {}, workspace);
    fireEvent.click(await screen.findByRole('button', { name: /Vantage Console/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it.each<[string, WorkspaceServerInit, string]>([
    ['a saved configuration', { config: v2([storedView('lobby', 'Lobby')]) }, '/view/lobby'],
    ['no saved configuration', {}, '/view/start'],
  ])(
    'a non-administrator whose policy shows no avatar and no camera lands in the workspace (%s), not on Avatar Activation',
    async (_case, workspace, path) => {
      const { router } = await openGuiList(
        {
          UserInfo: { userInfo: userInfo({ isAdmin: false }) },
          FirstScreenDevices: { avatars: [], media: [] },
        },
        {},
        { ...workspace, user: { isAdmin: false } },
      );
      fireEvent.click(await screen.findByRole('button', { name: /Vantage Console/ }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
    },
  );

  it('opens another interface at its own URL', async () => {
    const other = {
      id: 'REPORTS',
      name: 'Reports portal',
      description: 'Reports',
      url: 'https://reports.example.com/',
    };
    const { platform } = await openGuiList({ Guis: { guis: [SOLID_GUI, other] } });
    fireEvent.click(await screen.findByRole('button', { name: /Reports portal/ }));
    await waitFor(() => expect(platform.replaceLocation).toHaveBeenCalledWith('https://reports.example.com/'));
  });

  it("offers 'Install App' on the main interface: a Windows 10 download from updatesHost", async () => {
    await openGuiList({ UpdatesHost: { systemParameters: { updatesHost: 'updates.example.com' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Install App' }));
    const dialog = await screen.findByRole('dialog', { name: 'Install Vantage Console' });
    const link = await within(dialog).findByRole('link', { name: /Windows 10/ });
    expect(link.getAttribute('href')).toBe('https://updates.example.com/win10-x64/localhost/Vantage-Setup-0.1.0.exe');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says the download is unavailable when the server has no updates host', async () => {
    await openGuiList();
    fireEvent.click(await screen.findByRole('button', { name: 'Install App' }));
    expect(await screen.findByText(/no updates host configured/)).toBeTruthy();
  });
});

describe('GuiListPage in the desktop shell', () => {
  it('has no Install App and goes on by itself when the system is quiet', async () => {
    const { router } = await openGuiList({}, { kind: 'desktop' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/start'));
  });

  it('stays when the system check has something to say', async () => {
    const { router } = await openGuiList({ SystemStatus: statusWith(60_000) }, { kind: 'desktop' });
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Install App' })).toBeNull();
    expect(router.state.location.pathname).toBe('/guilist');
  });

  it('logs out when the account has no Enterprise UI', async () => {
    const other = { id: 'REPORTS', name: 'Reports portal', description: 'Reports', url: '/reports' };
    const { fetch, router } = await openGuiList({ Guis: { guis: [other] } }, { kind: 'desktop' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(fetch, 'POST /api/auth/logout')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('This account does not support the Enterprise UI.');
  });
});
