import type { IpcMainInvokeEvent } from 'electron';
import type { SavedWindowBounds, ScreenLayout, SessionStorage } from '../core';
import { BrowserWindow, type FakeWebContents, resetFakeElectron, shell } from './testing/fakeElectron';
import type { SettingsStore } from './settingsStore';
import { WindowManager } from './WindowManager';

jest.mock('electron', () => jest.requireActual('./testing/fakeElectron'));

const SERVER = 'http://localhost:8080';
const display = (id: number, x: number, width: number, height: number) => ({
  id,
  bounds: { x, y: 0, width, height },
  workArea: { x, y: 0, width, height: height - 40 },
});
const PRIMARY = display(1, 0, 1920, 1080);
const SECOND = display(2, 1920, 2560, 1440);
const ALICE = { realmId: 'r1', userId: 'alice' };

/** The session store as electron-store keeps it: JSON on disk, shared by the runs of one test. */
function memorySessionStorage() {
  const disk = new Map<string, string>();
  const read = (key: string): unknown => (disk.has(key) ? JSON.parse(disk.get(key)!) : undefined);
  const storage: SessionStorage = {
    readSessions: () => read('sessions'),
    writeSessions: (value) => void disk.set('sessions', JSON.stringify(value)),
    readSaveEnabled: () => read('saveCurrentSession'),
    writeSaveEnabled: (enabled) => void disk.set('saveCurrentSession', JSON.stringify(enabled)),
  };
  return { storage, read };
}

function setup(
  options: { saved?: SavedWindowBounds; layout?: ScreenLayout; session?: ReturnType<typeof memorySessionStorage> } = {},
) {
  let layout: ScreenLayout = options.layout ?? { displays: [PRIMARY, SECOND], primaryId: 1 };
  let origin = SERVER;
  const saved: SavedWindowBounds[] = [];
  const session = options.session ?? memorySessionStorage();
  const warnings: string[] = [];
  const settings: SettingsStore = {
    storedServerUrl: () => undefined,
    setServerUrl: () => undefined,
    mainWindowBounds: () => options.saved,
    setMainWindowBounds: (bounds) => void saved.push(bounds),
  };
  const manager = new WindowManager({
    preloadPath: '/app/preload.js',
    serverOrigin: () => origin,
    settings,
    sessionStorage: session.storage,
    readLayout: () => layout,
    warn: (message) => void warnings.push(message),
  });
  const main = manager.openMainWindow() as unknown as BrowserWindow;
  const caller = { webContentsId: main.webContents.id };
  const viewWindows = () => [...BrowserWindow.all.values()].filter((w) => w !== main);
  return {
    manager,
    main,
    caller,
    saved,
    session,
    warnings,
    viewWindows,
    setLayout: (next: ScreenLayout) => (layout = next),
    setOrigin: (next: string) => (origin = next),
  };
}

function invokeEvent(contents: FakeWebContents, url: string, parent: object | null = null): IpcMainInvokeEvent {
  return { sender: contents, senderFrame: { url, parent } } as unknown as IpcMainInvokeEvent;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  resetFakeElectron();
  jest.useRealTimers();
});

describe('WindowManager: main window', () => {
  it('creates it hidden and hardened, shows it when painted and loads the server', () => {
    const { main } = setup();
    const preferences = main.options.webPreferences as Record<string, unknown>;
    expect(preferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webviewTag: false,
      preload: '/app/preload.js',
    });
    expect(main.options.show).toBe(false);
    expect(main.visible).toBe(false);
    main.emit('ready-to-show');
    expect(main.visible).toBe(true);
    expect(main.webContents.loaded).toEqual(['http://localhost:8080/']);
  });

  it('lands saved bounds from a display that is gone on the primary work area', () => {
    const { main } = setup({
      saved: { rect: { x: 2500, y: 100, width: 1200, height: 800 }, displayId: 2, maximized: true },
      layout: { displays: [PRIMARY], primaryId: 1 },
    });
    expect(main.getBounds()).toEqual({ x: 360, y: 120, width: 1200, height: 800 });
    main.emit('ready-to-show');
    expect(main.maximized).toBe(true);
  });

  it('saves its bounds and the session, then closes the separate windows, when it closes', () => {
    const { manager, main, saved, session, viewWindows } = setup();
    manager.restoreSession(ALICE);
    manager.castView({ viewId: 'a', displayId: 2 });
    main.close();
    expect(saved).toEqual([{ rect: main.getBounds(), displayId: 1, maximized: false }]);
    expect(viewWindows()).toEqual([]);
    expect(manager.listCasts()).toEqual([]);
    expect(main.webContents.sentOn('cast:didReturnViewToMainWindow')).toEqual([]);
    expect(session.read('sessions')).toMatchObject({ sessions: [{ windows: [{ viewId: 'a', displayId: 2 }] }] });
  });

  it('is focused, not duplicated, when opened again (second instance)', () => {
    const { manager, main } = setup();
    expect(manager.openMainWindow()).toBe(main);
    expect(BrowserWindow.all.size).toBe(1);
  });
});

describe('WindowManager: casting views to displays', () => {
  it('opens a view on a display, covering its work area, at /view/{id}, and tells every window', () => {
    const { manager, main, viewWindows } = setup();
    expect(manager.castView({ viewId: 'lobby cams', displayId: 2 })).toEqual({
      viewId: 'lobby cams',
      displayId: 2,
      homeDisplayId: 2,
      rect: SECOND.workArea,
    });
    const [view] = viewWindows();
    expect(view!.getBounds()).toEqual(SECOND.workArea);
    expect(view!.options.show).toBe(false);
    expect(view!.webContents.loaded).toEqual(['http://localhost:8080/view/lobby%20cams']);
    expect((view!.options.webPreferences as Record<string, unknown>).sandbox).toBe(true);
    const list = [{ viewId: 'lobby cams', displayId: 2, homeDisplayId: 2, rect: SECOND.workArea }];
    expect(main.webContents.sentOn('cast:didChange')).toEqual([list]);
    manager.castView({ viewId: 'other', displayId: 1 });
    expect(view!.webContents.sentOn('cast:didChange').at(-1)).toHaveLength(2);
  });

  it('casts to the primary display, where the main window is, at a normal size', () => {
    const { manager, viewWindows } = setup();
    expect(manager.castView({ viewId: 'a', displayId: 1 }).rect).toEqual({ x: 320, y: 160, width: 1280, height: 720 });
    expect(viewWindows()[0]!.getBounds()).toEqual({ x: 320, y: 160, width: 1280, height: 720 });
  });

  it('reuses the window already on the display: it loads the new view, the old one returns to the main window', () => {
    const { manager, main, viewWindows } = setup();
    manager.castView({ viewId: 'a', displayId: 2 });
    manager.castView({ viewId: 'b', displayId: 2 });
    const [view] = viewWindows();
    expect(viewWindows()).toHaveLength(1);
    expect(view!.webContents.loaded).toEqual([`${SERVER}/view/a`, `${SERVER}/view/b`]);
    expect(main.webContents.sentOn('cast:didReturnViewToMainWindow')).toEqual(['a']);
    expect(manager.listCasts().map((v) => v.viewId)).toEqual(['b']);
  });

  it('moves a view cast elsewhere, never showing it twice', () => {
    const { manager, viewWindows } = setup();
    manager.castView({ viewId: 'a', displayId: 1 });
    manager.castView({ viewId: 'a', displayId: 2 });
    expect(viewWindows()).toHaveLength(1);
    expect(viewWindows()[0]!.getBounds()).toEqual(SECOND.workArea);
    manager.castView({ viewId: 'b', displayId: 1 });
    manager.castView({ viewId: 'a', displayId: 1 });
    expect(viewWindows()).toHaveLength(1);
    expect(manager.listCasts()).toMatchObject([{ viewId: 'a', displayId: 1 }]);
  });

  it('refuses a display that is not connected', () => {
    const { manager } = setup();
    expect(() => manager.castView({ viewId: 'a', displayId: 9 })).toThrow('Display 9 is not connected');
  });

  it('returns a view to the main window, which comes to the front', () => {
    const { manager, main, viewWindows } = setup();
    manager.castView({ viewId: 'a', displayId: 2 });
    main.focused = false;
    manager.returnViewToMainWindow('a');
    expect(viewWindows()).toEqual([]);
    expect(main.webContents.sentOn('cast:didReturnViewToMainWindow')).toEqual(['a']);
    expect(main.focused).toBe(true);
    expect(manager.listCasts()).toEqual([]);
    manager.returnViewToMainWindow('a');
    expect(main.webContents.sentOn('cast:didReturnViewToMainWindow')).toEqual(['a']);
  });

  it('returns the view of a window the user closes', () => {
    const { manager, main, viewWindows } = setup();
    manager.castView({ viewId: 'a', displayId: 2 });
    viewWindows()[0]!.close();
    expect(manager.listCasts()).toEqual([]);
    expect(main.webContents.sentOn('cast:didReturnViewToMainWindow')).toEqual(['a']);
    expect(main.webContents.sentOn('cast:didChange').at(-1)).toEqual([]);
  });

  it('tells each renderer which window it is in', () => {
    const { manager, caller, viewWindows } = setup();
    manager.castView({ viewId: 'a', displayId: 2 });
    expect(manager.currentWindow(caller)).toEqual({ kind: 'main', viewId: null, displayId: 1 });
    const view = viewWindows()[0]!;
    expect(manager.currentWindow({ webContentsId: view.webContents.id })).toEqual({
      kind: 'view',
      viewId: 'a',
      displayId: 2,
    });
    expect(() => manager.currentWindow({ webContentsId: 99999 })).toThrow(/No Vantage window/);
  });
});

describe('WindowManager: displays', () => {
  it('publishes the display list with window counts once windows settle', () => {
    const { manager, main } = setup();
    jest.runOnlyPendingTimers();
    expect(main.webContents.sentOn('displays:didChange').at(-1)).toEqual([
      { id: 1, name: 'Display 1', isPrimary: true, windowCount: 1, index: 0 },
      { id: 2, name: 'Display 2', isPrimary: false, windowCount: 0, index: 1 },
    ]);
    manager.castView({ viewId: 'a', displayId: 2 });
    jest.runOnlyPendingTimers();
    expect(main.webContents.sentOn('displays:didChange').at(-1)).toEqual([
      { id: 1, name: 'Display 1', isPrimary: true, windowCount: 1, index: 0 },
      { id: 2, name: 'Display 2', isPrimary: false, windowCount: 1, index: 1 },
    ]);
    expect(manager.listDisplays().map((d) => d.windowCount)).toEqual([1, 1]);
  });

  it('brings a cast view to the primary display when its display goes, reporting it there, and home when it comes back', () => {
    const { manager, main, viewWindows, setLayout } = setup();
    manager.castView({ viewId: 'a', displayId: 2 });
    const view = viewWindows()[0]!;

    setLayout({ displays: [PRIMARY], primaryId: 1 });
    manager.handleScreenChange();
    const onPrimary = { x: 320, y: 160, width: 1280, height: 720 };
    expect(view.getBounds()).toEqual(onPrimary);
    expect(main.webContents.sentOn('displays:didChange').at(-1)).toEqual([
      { id: 1, name: 'Display 1', isPrimary: true, windowCount: 2, index: 0 },
    ]);
    jest.runOnlyPendingTimers();
    expect(manager.listCasts()).toEqual([{ viewId: 'a', displayId: 1, homeDisplayId: 2, rect: onPrimary }]);
    expect(main.webContents.sentOn('cast:didChange').at(-1)).toEqual(manager.listCasts());

    setLayout({ displays: [PRIMARY, SECOND], primaryId: 1 });
    manager.handleScreenChange();
    expect(view.getBounds()).toEqual(SECOND.workArea);
    expect(manager.listCasts()).toEqual([{ viewId: 'a', displayId: 2, homeDisplayId: 2, rect: SECOND.workArea }]);
  });

  it('casts a view to the display the user drags it to', () => {
    const { manager, main, viewWindows } = setup();
    manager.castView({ viewId: 'a', displayId: 2 });
    viewWindows()[0]!.setBounds({ x: 100, y: 100, width: 800, height: 600 });
    jest.runOnlyPendingTimers();
    const moved = [{ viewId: 'a', displayId: 1, homeDisplayId: 1, rect: { x: 100, y: 100, width: 800, height: 600 } }];
    expect(manager.listCasts()).toEqual(moved);
    expect(main.webContents.sentOn('cast:didChange').at(-1)).toEqual(moved);
  });
});

describe('WindowManager: session', () => {
  it('restores the saved windows at the next start when saving is on', () => {
    const session = memorySessionStorage();
    const first = setup({ session });
    first.manager.restoreSession(ALICE);
    first.manager.castView({ viewId: 'a', displayId: 2 });
    first.main.close();
    resetFakeElectron();

    const second = setup({ session });
    expect(second.viewWindows()).toEqual([]);
    expect(second.manager.restoreSession(ALICE)).toEqual([
      { viewId: 'a', displayId: 2, homeDisplayId: 2, rect: SECOND.workArea },
    ]);
    expect(second.viewWindows()[0]!.webContents.loaded).toEqual([`${SERVER}/view/a`]);
  });

  it('reopens nothing when saving is off', () => {
    const session = memorySessionStorage();
    const first = setup({ session });
    first.manager.restoreSession(ALICE);
    first.manager.castView({ viewId: 'a', displayId: 2 });
    first.manager.session.setSaveEnabled(false);
    first.main.close();
    resetFakeElectron();

    const second = setup({ session });
    expect(second.manager.session.saveEnabled()).toBe(false);
    expect(second.manager.restoreSession(ALICE)).toEqual([]);
    expect(second.viewWindows()).toEqual([]);
  });

  it('restores onto the primary display when the saved display is gone', () => {
    const session = memorySessionStorage();
    const first = setup({ session });
    first.manager.restoreSession(ALICE);
    first.manager.castView({ viewId: 'a', displayId: 2 });
    first.main.close();
    resetFakeElectron();

    const second = setup({ session, layout: { displays: [PRIMARY], primaryId: 1 } });
    expect(second.manager.restoreSession(ALICE)).toEqual([
      { viewId: 'a', displayId: 1, homeDisplayId: 2, rect: { x: 320, y: 160, width: 1280, height: 720 } },
    ]);
  });

  it('closes the separate windows on logout without returning their views, keeping them for next time', () => {
    const { manager, main, session, viewWindows } = setup();
    manager.restoreSession(ALICE);
    manager.castView({ viewId: 'a', displayId: 2 });
    manager.didLogout();
    expect(viewWindows()).toEqual([]);
    expect(main.webContents.sentOn('cast:didReturnViewToMainWindow')).toEqual([]);
    expect(session.read('sessions')).toMatchObject({ sessions: [{ windows: [{ viewId: 'a' }] }] });
    expect(manager.restoreSession(ALICE).map((v) => v.viewId)).toEqual(['a']);
  });

  it('ignores a damaged session store with a warning', () => {
    const session = memorySessionStorage();
    session.storage.writeSessions({ version: 7 } as never);
    const { manager, warnings } = setup({ session });
    expect(warnings).toEqual(['the saved sessions have version 7, not 1, and were ignored']);
    expect(manager.restoreSession(ALICE)).toEqual([]);
  });
});

describe('WindowManager: trust and guards', () => {
  it('trusts only its own windows’ top frames on the server origin', () => {
    const { manager, main } = setup();
    expect(manager.isTrustedSender(invokeEvent(main.webContents, `${SERVER}/view/a`))).toBe(true);
    expect(manager.isTrustedSender(invokeEvent(main.webContents, 'https://evil.example.com/'))).toBe(false);
    expect(manager.isTrustedSender(invokeEvent(main.webContents, `${SERVER}/`, {}))).toBe(false);
    const stranger = new BrowserWindow({ x: 0, y: 0, width: 10, height: 10 });
    expect(manager.isTrustedSender(invokeEvent(stranger.webContents, `${SERVER}/`))).toBe(false);
    manager.castView({ viewId: 'a', displayId: 2 });
    const view = [...BrowserWindow.all.values()].at(-1)!;
    expect(manager.isTrustedSender(invokeEvent(view.webContents, `${SERVER}/view/a`))).toBe(true);
  });

  it('keeps windows on the server and sends other links to the system browser', () => {
    const { manager, main, viewWindows } = setup();
    expect(main.webContents.navigate(`${SERVER}/license`)).toBe(true);
    expect(main.webContents.navigate('https://support.example.com/')).toBe(false);
    expect(main.webContents.navigate('file:///etc/passwd')).toBe(false);
    expect(main.webContents.navigate('https://sso.example.com/', 'will-redirect')).toBe(false);
    expect(shell.opened).toEqual(['https://support.example.com/']);

    manager.castView({ viewId: 'a', displayId: 2 });
    const view = viewWindows()[0]!;
    expect(view.webContents.navigate(`${SERVER}/view/b`)).toBe(true);
    expect(view.webContents.navigate(`${SERVER}/license`)).toBe(false);

    expect(main.webContents.windowOpenHandler!({ url: 'file:///c:/' })).toEqual({ action: 'deny' });
    expect(main.webContents.windowOpenHandler!({ url: 'mailto:support@example.com' })).toEqual({ action: 'deny' });
    expect(shell.opened).toContain('mailto:support@example.com');
    expect(main.webContents.windowOpenHandler!({ url: `${SERVER}/api/export/1` })).toMatchObject({
      action: 'allow',
      overrideBrowserWindowOptions: {
        webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false },
      },
    });
  });

  it('shows a retrying error page when the server cannot be reached', () => {
    const { main } = setup();
    main.webContents.emit('did-fail-load', {}, -102, 'ERR_CONNECTION_REFUSED', `${SERVER}/`, true);
    const page = main.webContents.loaded.at(-1)!;
    expect(page.startsWith('data:text/html')).toBe(true);
    expect(decodeURIComponent(page)).toContain('ERR_CONNECTION_REFUSED');
    main.webContents.emit('did-fail-load', {}, -3, 'ERR_ABORTED', `${SERVER}/`, true);
    expect(main.webContents.loaded).toHaveLength(2);
  });

  it('reloads from a new server, closing the separate windows', () => {
    const { manager, main, viewWindows, setOrigin } = setup();
    manager.castView({ viewId: 'a', displayId: 2 });
    setOrigin('https://vantage.example.com');
    manager.reloadFromServer();
    expect(viewWindows()).toEqual([]);
    expect(main.webContents.sentOn('cast:didReturnViewToMainWindow')).toEqual([]);
    expect(main.webContents.loaded.at(-1)).toBe('https://vantage.example.com/');
  });

  it('moves every window to the node that took over, on the same page and keeping the separate windows', () => {
    const { manager, main, viewWindows, setOrigin } = setup();
    manager.castView({ viewId: 'a', displayId: 2 });
    void main.webContents.loadURL(`${SERVER}/workspace/3?camera=1`);
    const [view] = viewWindows();
    // The view window lost its node first and shows the error page.
    view!.webContents.emit('did-fail-load', {}, -102, 'ERR_CONNECTION_REFUSED', `${SERVER}/view/a`, true);
    setOrigin('http://vms-2.site:8080');
    manager.moveToServer(SERVER);
    expect(main.webContents.loaded.at(-1)).toBe('http://vms-2.site:8080/workspace/3?camera=1');
    expect(viewWindows()).toHaveLength(1);
    expect(view!.webContents.loaded.at(-1)).toMatch(/^http:\/\/vms-2\.site:8080\/view\/a/);
    expect(main.webContents.sentOn('cast:didReturnViewToMainWindow')).toEqual([]);
  });
});
