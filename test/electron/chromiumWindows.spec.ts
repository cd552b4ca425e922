/**
 * The multi-window behaviour for real where no Electron binary exists: the same main/core (cast
 * state machine, session keeper) drives real Chromium windows, one per cast window, on simulated
 * displays, through a host used only in tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, type Page, chromium, expect, test } from '@playwright/test';
import { CastController, type ScreenDisplay, type ScreenLayout, SessionKeeper } from '../../main/core';
import { CHROMIUM_ARGS, systemChromium } from '../../scripts/chromium';
import { ChromiumCastHost, jsonFileSessionStorage } from './chromiumCastHost';
import { type StubServer, startStubServer } from './desktopApp';

const display = (id: number, x: number, width: number, height: number): ScreenDisplay => ({
  id,
  bounds: { x, y: 0, width, height },
  workArea: { x, y: 0, width, height: height - 40 },
});
const PRIMARY = display(1, 0, 1920, 1080);
const RIGHT = display(2, 1920, 2560, 1440);
const TWO: ScreenLayout = { displays: [PRIMARY, RIGHT], primaryId: 1 };
const ONE: ScreenLayout = { displays: [PRIMARY], primaryId: 1 };
const MAIN_BOUNDS = { x: 160, y: 70, width: 1600, height: 900 };
/** The view-window size centred on the primary work area: where a cast to the main window's display goes. */
const WINDOWED = { x: 320, y: 160, width: 1280, height: 720 };
const OWNER = { realmId: 'realm-1', userId: 'operator-1' };

test.describe('the cast core driving real Chromium windows', () => {
  let server: StubServer;
  let profile: string;
  let context: BrowserContext;
  let mainPage: Page;
  const warnings: string[] = [];

  /** One run of the desktop app: a host, the cast controller and the session keeper reading session.json. */
  function startApp(layout: ScreenLayout = TWO) {
    const host = new ChromiumCastHost(context, mainPage, server.url, layout, MAIN_BOUNDS);
    const casts = new CastController(host);
    host.onUserClosed = (key) => casts.windowClosed(key);
    const keeper = new SessionKeeper({
      storage: jsonFileSessionStorage(path.join(profile, 'session.json')),
      casts,
      readLayout: () => host.layout,
      serverOrigin: () => server.url,
      warn: (message) => warnings.push(message),
    });
    /** What quitting does: save, stop saving, close the windows. */
    const quit = async () => {
      keeper.shutdown();
      casts.closeAll();
      await host.settled();
    };
    return { host, casts, keeper, quit };
  }

  const returnedViews = () =>
    mainPage.evaluate(() => (globalThis as { returnedViews?: Array<[string, boolean]> }).returnedViews ?? []);

  test.beforeEach(async () => {
    server = await startStubServer();
    profile = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-cast-'));
    const executablePath = systemChromium();
    context = await chromium.launchPersistentContext(path.join(profile, 'chromium'), {
      headless: true,
      viewport: null,
      args: CHROMIUM_ARGS,
      ...(executablePath && { executablePath }),
    });
    mainPage = context.pages()[0] ?? (await context.newPage());
    await mainPage.goto(`${server.url}/`);
    warnings.length = 0;
  });

  test.afterEach(async () => {
    await context?.close();
    await server?.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });

  test('casting opens the view in a window on its display, reuses that window, and closing returns the view', async () => {
    const { host, casts } = startApp();
    casts.cast({ viewId: 'lobby', displayId: RIGHT.id });
    expect(await host.realWindows()).toEqual([{ path: '/view/lobby', bounds: RIGHT.workArea }]);
    expect(context.pages()).toHaveLength(2);

    casts.cast({ viewId: 'gate', displayId: PRIMARY.id });
    expect(await host.realWindows()).toEqual([
      { path: '/view/lobby', bounds: RIGHT.workArea },
      { path: '/view/gate', bounds: WINDOWED },
    ]);

    // The right display already has a window: it shows the new view, the old one goes back.
    casts.cast({ viewId: 'yard', displayId: RIGHT.id });
    expect(await host.realWindows()).toEqual([
      { path: '/view/yard', bounds: RIGHT.workArea },
      { path: '/view/gate', bounds: WINDOWED },
    ]);
    expect(context.pages()).toHaveLength(3);
    expect(await returnedViews()).toEqual([['lobby', false]]);

    // Back to the main window on request, and when the user closes a window.
    casts.returnToMain('gate');
    await host.pageShowing('/view/yard')!.close();
    await host.settled();
    expect(await host.realWindows()).toEqual([]);
    expect(context.pages()).toEqual([mainPage]);
    expect(await returnedViews()).toEqual([
      ['lobby', false],
      ['gate', true],
      ['yard', false],
    ]);
    expect(casts.list()).toEqual([]);
    expect(host.published.at(-1)).toEqual([]);
  });

  test('a display that goes moves its window to the primary display, and it goes home when the display returns', async () => {
    const { host, casts } = startApp();
    casts.cast({ viewId: 'lobby', displayId: RIGHT.id });
    await host.settled();

    host.layout = ONE;
    await host.syncBounds();
    casts.displaysChanged();
    expect(await host.realWindows()).toEqual([{ path: '/view/lobby', bounds: WINDOWED }]);
    expect(casts.list()).toEqual([{ viewId: 'lobby', displayId: 1, homeDisplayId: 2, rect: WINDOWED }]);

    host.layout = TWO;
    await host.syncBounds();
    casts.displaysChanged();
    expect(await host.realWindows()).toEqual([{ path: '/view/lobby', bounds: RIGHT.workArea }]);
    expect(casts.list()[0]).toMatchObject({ displayId: 2, homeDisplayId: 2 });
  });

  test('a restart restores the session; with fewer displays the windows land on the primary one', async () => {
    const first = startApp();
    expect(first.keeper.restore(OWNER)).toEqual([]);
    first.casts.cast({ viewId: 'lobby', displayId: RIGHT.id });
    first.casts.cast({ viewId: 'gate', displayId: PRIMARY.id });
    await first.quit();
    expect(context.pages()).toEqual([mainPage]);

    const second = startApp();
    expect(await second.host.realWindows()).toEqual([]);
    second.keeper.restore(OWNER);
    expect(await second.host.realWindows()).toEqual([
      { path: '/view/lobby', bounds: RIGHT.workArea },
      { path: '/view/gate', bounds: WINDOWED },
    ]);
    await second.quit();

    const laptop = startApp(ONE);
    laptop.keeper.restore(OWNER);
    const windows = await laptop.host.realWindows();
    expect(windows.map((w) => w.path)).toEqual(['/view/lobby', '/view/gate']);
    for (const { bounds } of windows) {
      expect(bounds.x).toBeGreaterThanOrEqual(0);
      expect(bounds.y).toBeGreaterThanOrEqual(0);
      expect(bounds.x + bounds.width).toBeLessThanOrEqual(PRIMARY.workArea.width);
      expect(bounds.y + bounds.height).toBeLessThanOrEqual(PRIMARY.workArea.height);
    }
    expect(laptop.casts.list().map((v) => [v.viewId, v.displayId, v.homeDisplayId])).toEqual([
      ['lobby', 1, 2],
      ['gate', 1, 1],
    ]);
    await laptop.quit();
    expect(warnings).toEqual([]);
  });

  test("a restart reopens nothing when 'Save current session' is off", async () => {
    const first = startApp();
    first.keeper.restore(OWNER);
    first.casts.cast({ viewId: 'lobby', displayId: RIGHT.id });
    first.keeper.setSaveEnabled(false);
    await first.quit();

    const second = startApp();
    expect(second.keeper.saveEnabled()).toBe(false);
    expect(second.keeper.restore(OWNER)).toEqual([]);
    expect(await second.host.realWindows()).toEqual([]);
    expect(context.pages()).toEqual([mainPage]);
  });

  test('logout closes the windows without returning their views', async () => {
    const { host, casts, keeper } = startApp();
    keeper.restore(OWNER);
    casts.cast({ viewId: 'lobby', displayId: RIGHT.id });
    keeper.didLogout();
    await host.settled();
    expect(context.pages()).toEqual([mainPage]);
    expect(await returnedViews()).toEqual([]);
  });
});
