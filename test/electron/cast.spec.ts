/** Casting views to displays end to end: a real separate window per display, reused, returned, closed. */
import { type ElectronApplication, type Page, expect, test } from '@playwright/test';
import type { Display } from '../../shared/ipc';
import {
  type DesktopProfile,
  NO_BINARY,
  type WithBridge,
  castEvents,
  createDesktopProfile,
  electronBinary,
  recordCastEvents,
  windowCount,
  windowPlacement,
} from './desktopApp';

const binary = electronBinary();

/** A display other than the primary one when there is one (where a cast covers the work area), else the primary. */
async function targetDisplay(page: Page): Promise<Display> {
  const displays = await page.evaluate(() => (globalThis as WithBridge).vantage.displays.list());
  return displays.find((d) => !d.isPrimary) ?? displays[0]!;
}

function castView(page: Page, viewId: string, displayId: number) {
  return page.evaluate(
    ([viewId, displayId]) => (globalThis as WithBridge).vantage.cast.castView({ viewId, displayId }),
    [viewId, displayId] as const,
  );
}

test.describe('casting views to displays', () => {
  test.skip(binary === null, NO_BINARY);

  let profile: DesktopProfile;
  let app: ElectronApplication;
  let page: Page;

  test.beforeEach(async () => {
    profile = await createDesktopProfile(binary!);
    app = await profile.launch();
    page = await profile.mainPage(app);
    await recordCastEvents(page);
  });

  test.afterEach(async () => {
    await profile?.dispose();
  });

  test('casts a view to a display: a separate window there shows /view/{id}', async () => {
    const display = await targetDisplay(page);
    const opened = app.waitForEvent('window');
    const cast = await castView(page, 'v1', display.id);
    expect(cast).toMatchObject({ viewId: 'v1', displayId: display.id, homeDisplayId: display.id });

    const viewPage = await opened;
    await viewPage.waitForLoadState('domcontentloaded');
    const url = `${profile.server.url}/view/v1`;
    expect(viewPage.url()).toBe(url);
    expect(await viewPage.evaluate(() => (globalThis as WithBridge).vantage.windows.getCurrent())).toEqual({
      kind: 'view',
      viewId: 'v1',
      displayId: display.id,
    });

    const placement = (await windowPlacement(app, url))!;
    expect(placement.displayId).toBe(display.id);
    expect(placement.bounds.x).toBeGreaterThanOrEqual(placement.workArea.x);
    expect(placement.bounds.y).toBeGreaterThanOrEqual(placement.workArea.y);
    expect(placement.bounds.x + placement.bounds.width).toBeLessThanOrEqual(
      placement.workArea.x + placement.workArea.width,
    );
    expect(placement.bounds.y + placement.bounds.height).toBeLessThanOrEqual(
      placement.workArea.y + placement.workArea.height,
    );

    await expect.poll(async () => (await castEvents(page)).changes.at(-1)).toMatchObject([{ viewId: 'v1' }]);
    const displays = await page.evaluate(() => (globalThis as WithBridge).vantage.displays.list());
    const windowsOn = displays.reduce((sum, d) => sum + d.windowCount, 0);
    expect(windowsOn).toBe(2);
  });

  test('reuses the window already on the display: it shows the new view and the old one returns', async () => {
    const display = await targetDisplay(page);
    const opened = app.waitForEvent('window');
    await castView(page, 'v1', display.id);
    const viewPage = await opened;
    await viewPage.waitForLoadState('domcontentloaded');

    await castView(page, 'v2', display.id);
    await viewPage.waitForURL(`${profile.server.url}/view/v2`);
    expect(await windowCount(app)).toBe(2);
    expect(await page.evaluate(() => (globalThis as WithBridge).vantage.cast.list())).toMatchObject([
      { viewId: 'v2', displayId: display.id },
    ]);
    await expect.poll(async () => (await castEvents(page)).returned).toEqual(['v1']);
  });

  test('returns a view to the main window from its own window: it closes and the main window hears of it', async () => {
    const display = await targetDisplay(page);
    const opened = app.waitForEvent('window');
    await castView(page, 'v1', display.id);
    const viewPage = await opened;
    await viewPage.waitForLoadState('domcontentloaded');

    const closed = viewPage.waitForEvent('close');
    // The control sits in the separate window, which closes while the call is answered: do not wait for the answer.
    await viewPage.evaluate(() => {
      void (globalThis as WithBridge).vantage.cast.returnViewToMainWindow('v1');
    });
    await closed;
    expect(await page.evaluate(() => (globalThis as WithBridge).vantage.cast.list())).toEqual([]);
    expect(await windowCount(app)).toBe(1);
    await expect.poll(async () => (await castEvents(page)).returned).toEqual(['v1']);
  });

  test('closing a cast window returns its view', async () => {
    const display = await targetDisplay(page);
    const opened = app.waitForEvent('window');
    await castView(page, 'v1', display.id);
    const viewPage = await opened;
    await viewPage.waitForLoadState('domcontentloaded');

    const closed = viewPage.waitForEvent('close');
    await app.evaluate(({ BrowserWindow }, url) => {
      BrowserWindow.getAllWindows()
        .find((w) => w.webContents.getURL() === url)
        ?.close();
    }, viewPage.url());
    await closed;
    await expect.poll(async () => (await castEvents(page)).returned).toEqual(['v1']);
    expect(await page.evaluate(() => (globalThis as WithBridge).vantage.cast.list())).toEqual([]);
  });

  test('refuses a display that is not connected and payloads that are not a cast request', async () => {
    await expect(castView(page, 'v1', 987654321)).rejects.toThrow('Display 987654321 is not connected');
    await expect(
      page.evaluate(() => (globalThis as WithBridge).vantage.cast.castView({ viewId: '../admin', displayId: 1 })),
    ).rejects.toThrow("[ipc] cast:castView: request.viewId '../admin' is not a view id");
    expect(await windowCount(app)).toBe(1);
  });
});
