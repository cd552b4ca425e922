import { createDesktopPlatform, findDesktopBridge } from './desktop';
import { createFakeVantageBridge } from './testing/fakeVantageBridge';

const MAIN = { kind: 'main', viewId: null, displayId: 1 } as const;

function desktop(options: Parameters<typeof createFakeVantageBridge>[0] = {}) {
  const fake = createFakeVantageBridge(options);
  const location = { reload: jest.fn(), replace: jest.fn() };
  const platform = createDesktopPlatform(fake.bridge, MAIN, location);
  return { fake, location, platform };
}

describe('findDesktopBridge', () => {
  it('finds window.vantage when the preload exposed it, nothing otherwise', () => {
    const { bridge } = createFakeVantageBridge();
    expect(findDesktopBridge({ vantage: bridge } as unknown as Window)).toBe(bridge);
    expect(findDesktopBridge({} as Window)).toBeUndefined();
    expect(findDesktopBridge({ vantage: 'x' } as unknown as Window)).toBeUndefined();
  });
});

describe('createDesktopPlatform', () => {
  it('is the desktop kind and carries the window it runs in', () => {
    const { platform } = desktop();
    expect(platform.kind).toBe('desktop');
    expect(platform.currentWindow).toEqual(MAIN);
    expect(createDesktopPlatform(createFakeVantageBridge().bridge, undefined).currentWindow).toBeUndefined();
  });

  it('reloads and replaces the location it was given', () => {
    const { platform, location } = desktop();
    platform.reload();
    platform.replaceLocation('https://reports.example.com/');
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(location.replace).toHaveBeenCalledWith('https://reports.example.com/');
  });

  it("reads and sets 'Save current session', restores for a user and reports logout over session.*", async () => {
    const { platform, fake } = desktop({ saveEnabled: false });
    const saving = platform.sessionSaving!;
    expect(await saving.isEnabled()).toBe(false);
    await saving.setEnabled(true);
    expect(fake.bridge.session.setSaveEnabled).toHaveBeenCalledWith(true);
    expect(await saving.isEnabled()).toBe(true);
    await saving.restore({ realmId: 'demo-hq', userId: 'user-admin' });
    expect(fake.bridge.session.restore).toHaveBeenCalledWith({ realmId: 'demo-hq', userId: 'user-admin' });
    await saving.didLogout();
    expect(fake.bridge.session.didLogout).toHaveBeenCalledTimes(1);
  });

  it('casts a view to a display as one cast.castView request and lists the displays', async () => {
    const { platform, fake } = desktop();
    const casting = platform.viewCasting!;
    expect((await casting.listDisplays()).map((display) => display.name)).toEqual(['Display 1', 'Display 2']);
    await casting.castView('lobby', 2);
    expect(fake.bridge.cast.castView).toHaveBeenCalledWith({ viewId: 'lobby', displayId: 2 });
    expect(fake.state.cast.map((view) => [view.viewId, view.displayId])).toEqual([['lobby', 2]]);
    await expect(casting.castView('lobby', 9)).rejects.toThrow('Display 9 is not connected');
  });

  it('keeps the displays fresh through displays.onDidChangeDisplays, until unsubscribed', async () => {
    const { platform, fake } = desktop();
    const seen: number[][] = [];
    const stop = platform.displays!.onDidChange((displays) => seen.push(displays.map((display) => display.id)));
    fake.changeDisplays([{ id: 1, name: 'Display 1', isPrimary: true, windowCount: 1, index: 0 }]);
    stop();
    fake.changeDisplays([]);
    expect(seen).toEqual([[1]]);
    expect(fake.listenerCounts().displays).toBe(0);
    expect(await platform.displays!.list()).toEqual([]);
  });

  it('lists the separate windows, follows their changes and returns a view to the main window', async () => {
    const { platform, fake } = desktop();
    const windows = platform.separateWindows!;
    const changes: string[][] = [];
    const returned: string[] = [];
    windows.onDidChange((views) => changes.push(views.map((view) => view.viewId)));
    windows.onDidReturnViewToMainWindow((viewId) => returned.push(viewId));
    await platform.viewCasting!.castView('lobby', 2);
    expect((await windows.list()).map((view) => view.viewId)).toEqual(['lobby']);
    await windows.returnViewToMainWindow('lobby');
    expect(fake.bridge.cast.returnViewToMainWindow).toHaveBeenCalledWith('lobby');
    expect(changes).toEqual([['lobby'], []]);
    expect(returned).toEqual(['lobby']);
  });

  it('asks the desktop app for its version and server, and sets another server', async () => {
    const { platform, fake } = desktop();
    expect(await platform.desktopApp!.getVersion()).toBe('1.4.0');
    expect(await platform.desktopApp!.getServerUrl()).toBe('http://localhost:8080');
    await platform.desktopApp!.setServerUrl('http://vantage.acme.local:8080');
    expect(fake.bridge.app.setServerUrl).toHaveBeenCalledWith('http://vantage.acme.local:8080');
  });
});
