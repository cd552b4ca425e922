import '../../testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TOAST_DURATION_MS, UPDATE_RETRY_DELAY_MS } from '../../../shared/shell/constants';
import { urlWidgetFrameSrc } from '../../../shared/widgets';
import { flush, renderWorkspace } from '../../testing/renderWorkspace';
import { row, storedView, urlWidget, v2 } from './testViews';

const main = () => within(screen.getByRole('main'));
const panel = () => within(screen.getByRole('complementary', { name: 'View panel' }));
const lobby = storedView('v1', 'Lobby', {
  layout: row('r', ['a', 'b']),
  widgets: [urlWidget('a', 'https://example.com/')],
});

describe('ViewHost (spec 1 §2.3, §2.8)', () => {
  it('shows the view header and the widgets of the view in their cells', async () => {
    await renderWorkspace('/view/v1', { config: v2([lobby]) });
    expect(main().getByRole('heading', { name: 'Lobby' })).toBeTruthy();
    const frame = main().getByTitle('Web page https://example.com/');
    // Framed through the platform's page for the address, under a policy read when it loads.
    expect(frame.getAttribute('src')).toBe(urlWidgetFrameSrc('https://example.com/'));
    expect(main().getByRole('button', { name: 'Edit Lobby' })).toBeTruthy();
    expect(main().getByRole('button', { name: 'Close Lobby' })).toBeTruthy();
  });

  it('says when a view does not exist', async () => {
    await renderWorkspace('/view/nope', { config: v2([lobby]) });
    expect(main().getByRole('heading', { name: 'View not found' })).toBeTruthy();
  });

  it('lets the start view be closed only while more than one view is open', async () => {
    const { router } = await renderWorkspace('/view/start', { config: v2([lobby]) });
    expect(main().queryByRole('button', { name: 'Close Start Page' })).toBeNull();
    await act(() => router.navigate('/view/v1'));
    await act(() => router.navigate('/view/start'));
    await flush();
    expect(main().getByRole('button', { name: 'Close Start Page' })).toBeTruthy();
  });

  it('closing a view goes to the start view', async () => {
    const { router } = await renderWorkspace('/view/v1', { config: v2([lobby]) });
    fireEvent.click(main().getByRole('button', { name: 'Close Lobby' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/start'));
  });

  it('entering edit mode forces the View panel open and goes to /view', async () => {
    const config = v2([lobby], { settings: { openViewListOnStart: false } });
    const { router } = await renderWorkspace('/view/v1', { config });
    expect(screen.getByRole('status', { name: 'Sidebar' }).textContent).toBe('view closed');
    fireEvent.click(main().getByRole('button', { name: 'Edit Lobby' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view'));
    expect(screen.getByRole('status', { name: 'Sidebar' }).textContent).toBe('view open');
    expect(panel().getByRole('region', { name: 'View Info' })).toBeTruthy();
    expect(main().getByText('Editing')).toBeTruthy();
  });

  it('saves an own view in place and goes to /view/{id}', async () => {
    const { router, server } = await renderWorkspace('/view/v1', { config: v2([lobby]) });
    fireEvent.click(main().getByRole('button', { name: 'Edit Lobby' }));
    fireEvent.change(panel().getByRole('textbox', { name: 'View name' }), { target: { value: 'Lobby West' } });
    fireEvent.click(panel().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/v1'));
    const stored = server.state.config as { views: { id: string; name: string }[] };
    expect(stored.views).toEqual([expect.objectContaining({ id: 'v1', name: 'Lobby West' })]);
    expect(main().getByRole('heading', { name: 'Lobby West' })).toBeTruthy();
  });

  it('refuses an empty or duplicate name with the spec messages', async () => {
    await renderWorkspace('/view/v1', { config: v2([lobby, storedView('v2', 'Parking')]) });
    fireEvent.click(main().getByRole('button', { name: 'Edit Lobby' }));
    const name = panel().getByRole('textbox', { name: 'View name' });
    fireEvent.change(name, { target: { value: '  ' } });
    expect(panel().getByRole('alert').textContent).toBe('View name should be not empty.');
    expect((panel().getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(name, { target: { value: ' parking ' } });
    expect(panel().getByRole('alert').textContent).toBe('View with the same name already exists.');
    fireEvent.change(name, { target: { value: 'essential' } });
    expect(panel().getByRole('alert').textContent).toBe('View with the same name already exists.');
  });

  it('saves a system view as a new view only', async () => {
    const { router, server } = await renderWorkspace('/view/cameraGrid');
    fireEvent.click(main().getByRole('button', { name: 'Edit Camera Grid' }));
    expect(panel().queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.click(panel().getByRole('button', { name: 'Save as' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Save view as' }));
    expect((dialog.getByRole('textbox', { name: 'View name' }) as HTMLInputElement).value).toBe('Camera Grid 1');
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsOf('UpdateSolidConfig')).toHaveLength(1));
    const saved = (server.state.config as { views: Record<string, unknown>[] }).views[0];
    expect(saved).toMatchObject({
      name: 'Camera Grid 1',
      isSystem: false,
      originalViewId: 'cameraGrid',
      userId: 'u-admin',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/view/${String(saved?.id)}`));
  });

  it("saves another user's shared view as a new view, and writes the owner's own back", async () => {
    const gate = storedView('s1', 'Gate', { userId: 'u-other', isShared: true });
    const mine = storedView('s2', 'Mine', { userId: 'u-admin', isShared: true });
    const { router, server } = await renderWorkspace('/view/s1', { sharedViews: [gate, mine] });
    fireEvent.click(main().getByRole('button', { name: 'Edit Gate' }));
    expect(panel().queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.click(panel().getByRole('button', { name: 'Revert' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/s1'));

    await act(() => router.navigate('/view/s2'));
    fireEvent.click(main().getByRole('button', { name: 'Edit Mine' }));
    fireEvent.change(panel().getByRole('textbox', { name: 'View name' }), { target: { value: 'Mine 2' } });
    fireEvent.click(panel().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsOf('UpdateSharedViews')).toHaveLength(1));
    expect(server.state.sharedViews).toEqual([gate, expect.objectContaining({ id: 's2', name: 'Mine 2' })]);
    expect(server.callsOf('UpdateSolidConfig')).toHaveLength(0);
  });

  it("names a system view in the user's language, and by the name being typed once it is renamed in edit mode", async () => {
    await renderWorkspace('/view/cameraGrid', { language: 'pl-PL' });
    expect(main().getByRole('heading', { level: 2 }).textContent).toBe('Siatka kamer');
    fireEvent.click(main().getByRole('button', { name: 'Edytuj: Siatka kamer' }));
    fireEvent.change(panel().getByRole('textbox', { name: 'Nazwa widoku' }), { target: { value: 'Kamery hali' } });
    expect(main().getByRole('heading', { level: 2 }).textContent).toBe('Kamery haliEdycja');
    expect(screen.getByRole('region', { name: 'Kamery hali' })).toBeTruthy();
  });

  it('leaving edit mode with unsaved changes asks to discard or cancel; revert cancels at once', async () => {
    const { router } = await renderWorkspace('/view/v1', { config: v2([lobby]) });
    fireEvent.click(main().getByRole('button', { name: 'Edit Lobby' }));
    fireEvent.click(panel().getByRole('button', { name: 'Done' }));
    // Nothing changed: no question.
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/v1'));
    fireEvent.click(main().getByRole('button', { name: 'Edit Lobby' }));
    fireEvent.change(panel().getByRole('textbox', { name: 'View name' }), { target: { value: 'Changed' } });
    fireEvent.click(panel().getByRole('button', { name: 'Done' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Unsaved changes' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect((panel().getByRole('textbox', { name: 'View name' }) as HTMLInputElement).value).toBe('Changed');
    fireEvent.click(panel().getByRole('button', { name: 'Done' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/v1'));
    expect(main().getByRole('heading', { name: 'Lobby' })).toBeTruthy();
  });

  it('closing a view with unsaved changes asks first', async () => {
    const { router } = await renderWorkspace('/view/v1', { config: v2([lobby]) });
    fireEvent.click(main().getByRole('button', { name: 'Edit Lobby' }));
    fireEvent.change(panel().getByRole('textbox', { name: 'View name' }), { target: { value: 'Changed' } });
    fireEvent.click(main().getByRole('button', { name: 'Close Changed' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Unsaved changes' }));
    expect(dialog.getByText("View 'Changed' has unsaved changes. Close it and lose them?")).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/view');
    fireEvent.click(main().getByRole('button', { name: 'Close Changed' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close view' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/start'));
  });

  it('shows a widget validation error as a toast and does not save', async () => {
    const bad = storedView('v1', 'Lobby', { widgets: [urlWidget('v1-c', 'javascript:alert(1)')] });
    const { server } = await renderWorkspace('/view/v1', { config: v2([bad]) });
    fireEvent.click(main().getByRole('button', { name: 'Edit Lobby' }));
    fireEvent.click(panel().getByRole('button', { name: 'Save' }));
    expect(
      screen
        .getAllByRole('status')
        .some((s) => s.textContent?.includes('The URL must start with http:// or https://.')),
    ).toBe(true);
    await flush();
    expect(server.callsOf('UpdateSolidConfig')).toHaveLength(0);
  });

  it("asks 'Some widgets has no data source:' with the reasons joined by 'or'", async () => {
    const empty = storedView('v1', 'Lobby', {
      layout: row('r', ['a', 'b']),
      widgets: [
        { ...urlWidget('a', ''), name: 'Left' },
        { ...urlWidget('b', ''), name: 'Right' },
      ],
    });
    const { server } = await renderWorkspace('/view/v1', { config: v2([empty]) });
    fireEvent.click(main().getByRole('button', { name: 'Edit Lobby' }));
    fireEvent.click(panel().getByRole('button', { name: 'Save' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Widgets without data' }));
    expect(dialog.getByText('Some widgets has no data source:')).toBeTruthy();
    expect(dialog.getByText("'Left' has no URL or 'Right' has no URL")).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(server.callsOf('UpdateSolidConfig')).toHaveLength(1));
  });

  it('shares a view under a free suggested name; Share is disabled while an error shows', async () => {
    const { server } = await renderWorkspace('/view/v1', {
      config: v2([lobby]),
      sharedViews: [storedView('s1', 'Lobby', { userId: 'u-other', isShared: true })],
    });
    fireEvent.click(main().getByRole('button', { name: 'Share Lobby' }));
    const dialog = within(screen.getByRole('dialog', { name: "Share 'Lobby'" }));
    const name = dialog.getByRole('textbox', { name: 'View name' }) as HTMLInputElement;
    expect(name.value).toBe('Lobby 1');
    fireEvent.change(name, { target: { value: 'LOBBY' } });
    expect((await dialog.findByRole('alert')).textContent).toBe('View with the same name already exists.');
    expect((dialog.getByRole('button', { name: 'Share' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(name);
    await flush();
    expect(server.callsOf('UpdateSharedViews')).toHaveLength(0);
    fireEvent.change(name, { target: { value: 'Lobby East' } });
    fireEvent.submit(name);
    await waitFor(() => expect(server.callsOf('UpdateSharedViews')).toHaveLength(1));
    const copy = (server.state.sharedViews as Record<string, unknown>[])[1];
    expect(copy).toMatchObject({ name: 'Lobby East', userId: 'u-admin', isShared: true, originalViewId: 'v1' });
    expect(server.state.sharedLayout).toHaveProperty(String(copy?.id));
  });

  it('retries a failed update once after 1 s, then shows the configuration update error for 3000 ms', async () => {
    const { server } = await renderWorkspace('/view/v1', { config: v2([lobby, storedView('v2', 'Parking')]) });
    jest.useFakeTimers();
    try {
      server.failNext('UpdateSolidConfig', 2);
      fireEvent.click(panel().getByRole('button', { name: 'Delete Parking' }));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(server.callsOf('UpdateSolidConfig')).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(UPDATE_RETRY_DELAY_MS - 1));
      expect(server.callsOf('UpdateSolidConfig')).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(server.callsOf('UpdateSolidConfig')).toHaveLength(2);
      const toast = () =>
        screen.getAllByRole('status').find((s) => s.textContent?.includes('Configuration update error'));
      expect(toast()?.textContent).toContain('Configuration update error: Database is busy');
      // The write is undone on screen.
      expect(panel().getByRole('link', { name: 'Parking' })).toBeTruthy();
      await act(() => jest.advanceTimersByTimeAsync(TOAST_DURATION_MS));
      expect(toast()).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a retry that succeeds shows no error', async () => {
    const { server } = await renderWorkspace('/view/v1', { config: v2([lobby, storedView('v2', 'Parking')]) });
    jest.useFakeTimers();
    try {
      server.failNext('UpdateSolidConfig', 1);
      fireEvent.click(panel().getByRole('button', { name: 'Delete Parking' }));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      await act(() => jest.advanceTimersByTimeAsync(UPDATE_RETRY_DELAY_MS));
      expect(server.callsOf('UpdateSolidConfig')).toHaveLength(2);
      expect(screen.queryByText(/Configuration update error/)).toBeNull();
      expect(panel().queryByRole('link', { name: 'Parking' })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('retries failed shared-view and current-view updates too', async () => {
    const { server } = await renderWorkspace('/view/start', {
      sharedViews: [storedView('s2', 'Mine', { userId: 'u-admin', isShared: true })],
    });
    jest.useFakeTimers();
    try {
      server.failNext('UpdateSharedViews', 1);
      server.failNext('UpdateCurrentView', 1);
      fireEvent.click(panel().getByRole('button', { name: 'Delete Mine' }));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      fireEvent.click(panel().getByRole('button', { name: 'Clear' }));
      await act(() => jest.advanceTimersByTimeAsync(UPDATE_RETRY_DELAY_MS));
      expect(server.callsOf('UpdateSharedViews')).toHaveLength(2);
      expect(server.state.sharedViews).toEqual([]);
      expect(server.state.currentView.recentViewIds).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('follows live updates of the configuration and the shared views', async () => {
    const { emit, server } = await renderWorkspace('/view/start', { config: v2([lobby]) });
    await emit('SolidConfigUpdate', {
      solidConfigUpdate: {
        ...server.solidConfig(),
        solidConfig: v2([lobby, storedView('v9', 'From elsewhere')]),
        updatedAt: 9e9,
      },
    });
    expect(panel().getByRole('link', { name: 'From elsewhere' })).toBeTruthy();
    await emit('SharedViewsUpdate', {
      sharedViewsUpdate: { ...server.shared(), sharedViews: [storedView('s7', 'Shared now')], updatedAt: 9e9 },
    });
    expect(panel().getByRole('link', { name: /Shared now/ })).toBeTruthy();
  });

  it('warns about an invalid configuration and uses the defaults', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await renderWorkspace('/view/start', { config: { version: 'v0', views: 'nonsense' } });
      expect(
        screen
          .getByText('The saved workspace configuration is invalid; the defaults are used.')
          .closest('.vt-toast--warning'),
      ).not.toBeNull();
      expect(within(panel().getByRole('region', { name: 'My Views' })).getByText('No data to display.')).toBeTruthy();
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
