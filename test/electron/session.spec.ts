/** 'Save current session' end to end: cast windows come back after a restart only when it is on; logout closes them. */
import { type Page, expect, test } from '@playwright/test';
import type { SessionOwner } from '../../shared/ipc';
import {
  type DesktopProfile,
  NO_BINARY,
  type WithBridge,
  castEvents,
  createDesktopProfile,
  electronBinary,
  recordCastEvents,
  windowCount,
} from './desktopApp';

const binary = electronBinary();
const OWNER: SessionOwner = { realmId: 'realm-1', userId: 'operator-1' };

function restore(page: Page, owner: SessionOwner = OWNER) {
  return page.evaluate((owner) => (globalThis as WithBridge).vantage.session.restore(owner), owner);
}

/** Signs the user's workspace in (restore), then casts a view to the last display. */
async function castOneView(page: Page): Promise<number> {
  expect(await restore(page)).toEqual([]);
  return page.evaluate(async () => {
    const { vantage } = globalThis as WithBridge;
    const displays = await vantage.displays.list();
    const display = displays.at(-1)!;
    await vantage.cast.castView({ viewId: 'lobby', displayId: display.id });
    return display.id;
  });
}

test.describe('session saving', () => {
  test.skip(binary === null, NO_BINARY);

  let profile: DesktopProfile;

  test.beforeEach(async () => {
    profile = await createDesktopProfile(binary!);
  });

  test.afterEach(async () => {
    await profile?.dispose();
  });

  test('reopens the cast windows after a restart when Save current session is on', async () => {
    const first = await profile.launch();
    const page = await profile.mainPage(first);
    expect(await page.evaluate(() => (globalThis as WithBridge).vantage.session.getSaveEnabled())).toBe(true);
    const displayId = await castOneView(page);
    await first.close();

    const second = await profile.launch();
    const again = await profile.mainPage(second);
    // Nothing reopens before the console says whose workspace it shows.
    expect(await windowCount(second)).toBe(1);
    const opened = second.waitForEvent('window');
    expect(await restore(again)).toMatchObject([{ viewId: 'lobby', displayId, homeDisplayId: displayId }]);
    const viewPage = await opened;
    await viewPage.waitForLoadState('domcontentloaded');
    expect(viewPage.url()).toBe(`${profile.server.url}/view/lobby`);
    expect(await windowCount(second)).toBe(2);
  });

  test('reopens nothing after a restart when Save current session is off', async () => {
    const first = await profile.launch();
    const page = await profile.mainPage(first);
    await castOneView(page);
    await page.evaluate(() => (globalThis as WithBridge).vantage.session.setSaveEnabled(false));
    await first.close();

    const second = await profile.launch();
    const again = await profile.mainPage(second);
    expect(await again.evaluate(() => (globalThis as WithBridge).vantage.session.getSaveEnabled())).toBe(false);
    expect(await restore(again)).toEqual([]);
    await again.waitForTimeout(500);
    expect(await windowCount(second)).toBe(1);
  });

  test('does not reopen one user’s windows for another', async () => {
    const first = await profile.launch();
    const page = await profile.mainPage(first);
    await castOneView(page);
    await first.close();

    const second = await profile.launch();
    const again = await profile.mainPage(second);
    expect(await restore(again, { realmId: 'realm-1', userId: 'someone-else' })).toEqual([]);
    expect(await windowCount(second)).toBe(1);
  });

  test('closes the separate windows on logout without returning their views', async () => {
    const app = await profile.launch();
    const page = await profile.mainPage(app);
    await recordCastEvents(page);
    const opened = app.waitForEvent('window');
    await castOneView(page);
    const viewPage = await opened;
    const closed = viewPage.waitForEvent('close');
    await page.evaluate(() => (globalThis as WithBridge).vantage.session.didLogout());
    await closed;
    expect(await windowCount(app)).toBe(1);
    expect(await page.evaluate(() => (globalThis as WithBridge).vantage.cast.list())).toEqual([]);
    expect((await castEvents(page)).returned).toEqual([]);
  });
});
