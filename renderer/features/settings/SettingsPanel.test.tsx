import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderApp, shellServer } from '../../testing';
import type { RenderAppOptions } from '../../testing';

async function openSettings(options: RenderAppOptions = {}, config: unknown = null) {
  const graphql = shellServer({}, { config });
  mockFetch({ 'POST /api/graphql': graphql });
  const app = await renderApp('/view/start', options);
  const bar = await screen.findByRole('navigation', { name: 'Activity bar' });
  fireEvent.click(within(bar).getByRole('button', { name: 'Settings' }));
  const panel = screen.getByRole('region', { name: 'Settings' });
  // The configuration's settings have loaded.
  await waitFor(() =>
    expect((within(panel).getByRole('switch', { name: 'Open view list on start' }) as HTMLInputElement).disabled).toBe(
      false,
    ),
  );
  return { ...app, panel, workspace: graphql.workspace };
}

/** The settings of the configuration the server last stored. */
const storedSettings = (workspace: { state: { config: unknown } }) =>
  (workspace.state.config as { settings?: Record<string, unknown> } | null)?.settings;

function stubAudioContext(state: 'running' | 'suspended', resume: () => Promise<void>) {
  const close = jest.fn(async () => undefined);
  class FakeAudioContext {
    state = state;
    resume = resume;
    close = close;
  }
  Object.assign(window, { AudioContext: FakeAudioContext });
}

describe('settings panel (spec 1 §2.7)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    delete (window as { AudioContext?: unknown }).AudioContext;
    jest.restoreAllMocks();
  });

  it("keeps the player's default connection under 'connection', Auto by default", async () => {
    const { panel } = await openSettings();
    const select = within(panel).getByLabelText('Player default connection') as HTMLSelectElement;
    expect(select.value).toBe('Auto');
    expect([...select.options].map((option) => option.value)).toEqual(['Cloud', 'Local', 'Auto']);
    fireEvent.change(select, { target: { value: 'Local' } });
    expect(localStorage.getItem('connection')).toBe('Local');
  });

  it('reads a stored connection', async () => {
    localStorage.setItem('connection', 'Cloud');
    const { panel } = await openSettings();
    expect((within(panel).getByLabelText('Player default connection') as HTMLSelectElement).value).toBe('Cloud');
  });

  it("keeps 'Open view list on start' in the workspace configuration, on by default", async () => {
    const { panel, workspace } = await openSettings();
    const toggle = within(panel).getByRole('switch', { name: 'Open view list on start' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(storedSettings(workspace)).toMatchObject({ openViewListOnStart: false }));
    expect(toggle.checked).toBe(false);
    expect(localStorage.getItem('settings')).toBeNull();
  });

  it('shows the settings the workspace configuration holds, and keeps the ones it does not change', async () => {
    const config = {
      version: 'v2',
      views: [],
      settings: { openViewListOnStart: false, enableAlarmSound: true, saveCurrentSession: false, theme: 'dark' },
    };
    const { panel, workspace } = await openSettings({}, config);
    expect((within(panel).getByRole('switch', { name: /Enable alarm sound/ }) as HTMLInputElement).checked).toBe(true);
    const toggle = within(panel).getByRole('switch', { name: 'Open view list on start' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(storedSettings(workspace)).toEqual({
        openViewListOnStart: true,
        enableAlarmSound: true,
        saveCurrentSession: false,
        theme: 'dark',
      }),
    );
  });

  it('turns the alarm sound on once the browser allows audio', async () => {
    const resume = jest.fn(async function (this: { state: string }) {
      this.state = 'running';
    });
    stubAudioContext('suspended', resume);
    const { panel, workspace } = await openSettings();
    const toggle = within(panel).getByRole('switch', { name: /Enable alarm sound/ }) as HTMLInputElement;
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(resume).toHaveBeenCalled();
    await waitFor(() => expect(storedSettings(workspace)).toMatchObject({ enableAlarmSound: true }));
  });

  it('leaves the alarm sound off when the audio permission check fails (logged only)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubAudioContext('suspended', async () => {
      throw new Error('NotAllowedError');
    });
    const { panel, workspace } = await openSettings();
    const toggle = within(panel).getByRole('switch', { name: /Enable alarm sound/ }) as HTMLInputElement;
    fireEvent.click(toggle);
    await within(panel).findByText('The browser did not allow this page to play sound.');
    expect(toggle.checked).toBe(false);
    expect(warn).toHaveBeenCalled();
    expect(workspace.callsOf('UpdateSolidConfig')).toHaveLength(0);
  });

  it("has no 'Save current session' in the browser", async () => {
    const { panel } = await openSettings();
    expect(within(panel).queryByRole('switch', { name: 'Save current session' })).toBeNull();
  });

  it("offers 'Save current session' in the desktop shell, through the Platform", async () => {
    const sessionSaving = {
      isEnabled: jest.fn(async () => true),
      setEnabled: jest.fn(async () => undefined),
      restore: jest.fn(async () => []),
      didLogout: jest.fn(async () => undefined),
    };
    const { panel } = await openSettings({ platform: { kind: 'desktop', sessionSaving } });
    const toggle = (await within(panel).findByRole('switch', { name: 'Save current session' })) as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    expect(sessionSaving.setEnabled).toHaveBeenCalledWith(false);
    // The workspace asked main to reopen this user's saved windows.
    expect(sessionSaving.restore).toHaveBeenCalledWith({ realmId: 'demo-hq', userId: 'user-admin' });
  });
});
