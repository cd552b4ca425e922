import { selectPlatform } from './selectPlatform';
import { createFakeVantageBridge } from './testing/fakeVantageBridge';
import { webPlatform } from './web';

const DESKTOP_CAPABILITIES = [
  'sessionSaving',
  'viewCasting',
  'currentWindow',
  'displays',
  'separateWindows',
  'desktopApp',
] as const;

function fakeWindow(vantage?: unknown): Window {
  return { location: { reload: jest.fn(), replace: jest.fn() }, ...(vantage ? { vantage } : {}) } as unknown as Window;
}

describe('selectPlatform', () => {
  it('is the web platform, without any desktop capability, when there is no bridge', async () => {
    const platform = await selectPlatform(fakeWindow());
    expect(platform).toBe(webPlatform);
    expect(platform.kind).toBe('web');
    for (const capability of DESKTOP_CAPABILITIES) expect(platform[capability]).toBeUndefined();
  });

  it('is the desktop platform, with every desktop capability, when window.vantage exists', async () => {
    const { bridge } = createFakeVantageBridge({ currentWindow: { kind: 'view', viewId: 'lobby', displayId: 2 } });
    const platform = await selectPlatform(fakeWindow(bridge));
    expect(platform.kind).toBe('desktop');
    for (const capability of DESKTOP_CAPABILITIES) expect(platform[capability]).toBeDefined();
    expect(platform.currentWindow).toEqual({ kind: 'view', viewId: 'lobby', displayId: 2 });
    expect(bridge.windows.getCurrent).toHaveBeenCalledTimes(1);
  });

  it('starts as the main window when main does not say which window this is', async () => {
    const { bridge } = createFakeVantageBridge();
    jest.mocked(bridge.windows.getCurrent).mockRejectedValueOnce(new Error('No handler'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const platform = await selectPlatform(fakeWindow(bridge));
    expect(platform.kind).toBe('desktop');
    expect(platform.currentWindow).toBeUndefined();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('uses the window it is given to reload', async () => {
    const win = fakeWindow(createFakeVantageBridge().bridge);
    (await selectPlatform(win)).reload();
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });
});
