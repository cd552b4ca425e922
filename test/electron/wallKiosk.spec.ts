/** The desktop app as a wall display (issue 30): started with --wall-display[=n] it opens the
 *  platform's /wall page alone, in kiosk mode, covering the whole display asked for (the primary one
 *  by default or when display n is not connected) instead of the console. */
import { type ElectronApplication, expect, test } from '@playwright/test';
import { type DesktopProfile, NO_BINARY, createDesktopProfile, electronBinary, windowCount } from './desktopApp';

const binary = electronBinary();

/** The one window's page, kiosk state and bounds, and the bounds of the display it should cover. */
async function kioskWindow(app: ElectronApplication, displayNumber: number | null) {
  return app.evaluate(({ BrowserWindow, screen }, n) => {
    const window = BrowserWindow.getAllWindows()[0]!;
    // 'Display n' as the console numbers them: the primary one first, then the others left to right.
    const primary = screen.getPrimaryDisplay();
    const others = screen
      .getAllDisplays()
      .filter((d) => d.id !== primary.id)
      .sort((a, b) => a.bounds.x - b.bounds.x || a.bounds.y - b.bounds.y || a.id - b.id);
    const ordered = [primary, ...others];
    const expected = (n !== null ? ordered[n - 1] : undefined) ?? primary;
    return {
      url: window.webContents.getURL(),
      kiosk: window.isKiosk(),
      bounds: window.getBounds(),
      displayBounds: expected.bounds,
      displays: ordered.length,
    };
  }, displayNumber);
}

test.describe('the desktop app as a wall display', () => {
  test.skip(binary === null, NO_BINARY);

  let profile: DesktopProfile;

  test.beforeEach(async () => {
    profile = await createDesktopProfile(binary!);
  });

  test.afterEach(async () => {
    await profile?.dispose();
  });

  test('--wall-display opens /wall alone, in kiosk mode, over the whole primary display', async () => {
    const app = await profile.launch(['--wall-display']);
    const page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
    expect(page.url()).toBe(`${profile.server.url}/wall`);
    // The stub platform's page says which path it was asked for.
    await expect(page.locator('#path')).toHaveText('/wall');
    expect(await windowCount(app)).toBe(1);
    const shown = await kioskWindow(app, null);
    expect(shown.kiosk).toBe(true);
    expect(shown.bounds).toEqual(shown.displayBounds);
  });

  test('--wall-display=n covers display n, or the primary display when n is not connected', async () => {
    const app = await profile.launch(['--wall-display=2']);
    const page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
    expect(page.url()).toBe(`${profile.server.url}/wall`);
    const shown = await kioskWindow(app, 2);
    expect(shown.kiosk).toBe(true);
    // With one display connected, display 2 is the primary one.
    expect(shown.bounds).toEqual(shown.displayBounds);
  });
});
