/** The desktop shell end to end: Electron runs build/desktop/main.js and the console gets `window.vantage`. */
import { expect, test } from '@playwright/test';
import { IPC_CONTRACTS } from '../../shared/ipc';
import {
  type DesktopProfile,
  NO_BINARY,
  VERSION,
  type WithBridge,
  createDesktopProfile,
  electronBinary,
  windowCount,
} from './desktopApp';

const binary = electronBinary();

test.describe('desktop shell', () => {
  test.skip(binary === null, NO_BINARY);

  let profile: DesktopProfile;

  test.beforeEach(async () => {
    profile = await createDesktopProfile(binary!);
  });

  test.afterEach(async () => {
    await profile?.dispose();
  });

  test('opens the main window on the server with window.vantage and no Node', async () => {
    const app = await profile.launch();
    const page = await profile.mainPage(app);

    const shape = await page.evaluate(() => {
      const vantage = (globalThis as unknown as { vantage?: Record<string, Record<string, unknown>> }).vantage;
      if (!vantage) return null;
      return Object.fromEntries(
        Object.entries(vantage).map(([area, api]) => [
          area,
          Object.keys(api)
            .filter((name) => typeof api[name] === 'function')
            .sort(),
        ]),
      );
    });
    const expected = Object.fromEntries(
      Object.entries(IPC_CONTRACTS).map(([area, channels]) => [area, Object.keys(channels).sort()]),
    );
    expect(shape).toEqual(expected);
    expect(await page.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');
    expect(await page.evaluate(() => typeof (globalThis as { process?: unknown }).process)).toBe('undefined');

    expect(await page.evaluate(() => (globalThis as WithBridge).vantage.app.getVersion())).toBe(VERSION);
    expect(await page.evaluate(() => (globalThis as WithBridge).vantage.app.getServerUrl())).toBe(profile.server.url);
    const displays = await page.evaluate(() => (globalThis as WithBridge).vantage.displays.list());
    expect(displays[0]).toMatchObject({ name: 'Display 1', isPrimary: true, index: 0 });
    expect(await page.evaluate(() => (globalThis as WithBridge).vantage.windows.getCurrent())).toMatchObject({
      kind: 'main',
      viewId: null,
    });

    expect(await windowCount(app)).toBe(1);
  });

  test('keeps the main window on the server origin', async () => {
    const app = await profile.launch();
    const page = await profile.mainPage(app);
    await page.evaluate(() => {
      window.location.href = 'file:///';
    });
    await page.waitForTimeout(500);
    expect(page.url().startsWith(profile.server.url)).toBe(true);
  });
});
