/** Casting a view to a video wall display from the desktop app (spec 1 §2.8 casting; issue 30),
 *  against the real platform: one desktop app runs as a wall display (--wall-display) and is paired
 *  with the wall's display by the code it shows; another, the operator's console, casts a shared view
 *  to that display from the view list's Cast to display, and the wall app's page plays the view's
 *  cameras, the platform holding the view as the display's content. */
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../shared/auth/loginApi';
import { type PlatformProcess, startPlatformProcess } from '../../server/testing/platformProcess';
import { type DesktopProfile, NO_BINARY, ROOT, createDesktopProfile, electronBinary } from './desktopApp';

const binary = electronBinary();
const WALL = 'Desk wall';
const VIEW = { id: 'desk-gates', name: 'Desk gates', cameras: ['demo-hq-camera-1', 'demo-hq-camera-2'] };

type Graphql = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

/** The administrator's session on the platform, for what the spec sets up around the casting. */
async function adminGraphql(url: string): Promise<Graphql> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PREFLIGHT_HEADER]: PREFLIGHT_VALUE },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  expect(login.ok).toBe(true);
  const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  return async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PREFLIGHT_HEADER]: PREFLIGHT_VALUE, cookie },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    return body.data as T;
  };
}

/** Signs in from the login page the desktop app opened on, up to the workspace's view list. */
async function signInAsAdmin(page: Page) {
  await page.getByLabel('User name').fill('admin');
  await page.getByLabel('Password').fill('admin');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/(license|selectrealm|guilist)$/, { timeout: 20_000 });
  // A fresh platform: the administrator accepts the licence first.
  if (page.url().endsWith('/license')) await page.getByRole('button', { name: 'AGREE' }).click();
  await page.waitForURL(/\/(selectrealm|guilist)$/);
  if (page.url().endsWith('/selectrealm')) await page.getByRole('button', { name: /Demo HQ/ }).click();
  // The desktop shell leaves the interface list by itself once the system check is quiet; the
  // Enterprise UI's choice is there to click until then.
  const activityBar = page.getByRole('navigation', { name: 'Activity bar' });
  await Promise.race([
    page
      .getByRole('button', { name: /Vantage Console/ })
      .click({ timeout: 60_000 })
      .catch(() => undefined),
    activityBar.waitFor({ timeout: 60_000 }),
  ]);
  const myViews = page.getByRole('region', { name: 'My Views' });
  await expect(activityBar).toBeVisible({ timeout: 30_000 });
  // The sidebar settles once the workspace configuration has loaded; the view list may be closed.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 30_000 });
  if (!(await myViews.isVisible())) {
    await activityBar.getByRole('button', { name: 'View', exact: true }).click();
  }
  await expect(myViews).toBeVisible({ timeout: 30_000 });
}

test.describe('casting a view to a video wall display from the desktop app', () => {
  test.skip(binary === null, NO_BINARY);
  test.describe.configure({ timeout: 120_000 });

  let platform: PlatformProcess;
  const profiles: DesktopProfile[] = [];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    platform = await startPlatformProcess({
      entry: 'build',
      consoleDir: path.join(ROOT, 'build', 'renderer'),
      env: { VANTAGE_MEDIA: '1' },
    });
  });

  test.afterAll(async () => {
    for (const profile of profiles) await profile.dispose();
    await platform?.stop();
  });

  test("a shared view cast to a paired wall display plays on the wall app's page", async () => {
    const graphql = await adminGraphql(platform.url);
    const { createVideoWall: wall } = await graphql<{ createVideoWall: { id: string } }>(
      `mutation { createVideoWall(wall: { name: "${WALL}", rows: 1, columns: 1 }) { id } }`,
    );
    // A shared view of two cameras, as an administrator shares one.
    const { sharedViews } = await graphql<{ sharedViews: { sharedViews: unknown[] } }>(
      '{ sharedViews(realmId: "demo-hq") { sharedViews } }',
    );
    // Two cells side by side, a live camera in each, as the view editor stores them.
    const view = {
      id: VIEW.id,
      name: VIEW.name,
      userId: 'user-admin',
      layout: {
        type: 'split',
        id: 'root',
        orientation: 'horizontal',
        size: 1,
        children: VIEW.cameras.map((_, i) => ({ type: 'cell', id: `c${i}`, size: 0.5 })),
      },
      widgets: VIEW.cameras.map((deviceId, i) => ({
        id: `c${i}`,
        widgetId: 'CameraLiveViewer',
        name: 'Camera',
        module: '',
        props: { deviceId },
      })),
    };
    await graphql('mutation ($v: JSON!) { updateSharedViews(realmId: "demo-hq", sharedViews: $v) { updatedAt } }', {
      v: [...sharedViews.sharedViews, view],
    });

    // The wall PC: the desktop app as a wall display shows a pairing code; the administrator accepts it.
    const wallProfile = await createDesktopProfile(binary!, platform.url);
    profiles.push(wallProfile);
    const wallApp = await wallProfile.launch(['--wall-display']);
    const wallPage = await wallApp.firstWindow();
    const code = wallPage.getByTestId('wall-pairing-code');
    await expect(code).toHaveText(/^\d{6}$/, { timeout: 30_000 });
    await graphql(
      'mutation ($c: String!, $w: ID!) { acceptWallPairing(code: $c, wallId: $w, displayIndex: 0) { id } }',
      {
        c: (await code.textContent()) ?? '',
        w: wall.id,
      },
    );
    await expect(code).toBeHidden({ timeout: 15_000 });

    // The operator's desktop console casts the shared view to the wall's display.
    const consoleProfile = await createDesktopProfile(binary!, platform.url);
    profiles.push(consoleProfile);
    const consoleApp = await consoleProfile.launch();
    const page = await consoleApp.firstWindow();
    await signInAsAdmin(page);
    const shared = page.getByRole('region', { name: 'Shared Views' });
    await shared.getByRole('button', { name: `Cast ${VIEW.name} to a display` }).click();
    const dialog = page.getByRole('dialog', { name: `Cast '${VIEW.name}' to a display` });
    const walls = dialog.getByRole('list', { name: 'Video wall displays' });
    // The wall app's page is connected: the display is listed without 'offline'.
    const target = walls.getByRole('button', { name: `${WALL} — Display 1`, exact: true });
    await expect(target).toBeVisible({ timeout: 15_000 });
    await target.click();
    await expect(dialog).toBeHidden();

    // The wall app's page plays the view's two cameras, in the view's order.
    const cells = wallPage.locator('[data-testid=camera-cell][data-device-id]');
    await expect(cells).toHaveCount(VIEW.cameras.length, { timeout: 15_000 });
    for (const [i, cameraId] of VIEW.cameras.entries()) {
      await expect(cells.nth(i)).toHaveAttribute('data-device-id', cameraId);
      await expect(cells.nth(i)).toHaveAttribute('data-time', /^\d+$/, { timeout: 20_000 });
    }
    // The platform holds the shared view as the display's content, so the wall follows its edits.
    const { videoWall } = await graphql<{ videoWall: { displays: Array<{ content: { viewId: string | null } }> } }>(
      'query ($id: ID!) { videoWall(id: $id) { displays { content { viewId } } } }',
      { id: wall.id },
    );
    expect(videoWall.displays[0]?.content.viewId).toBe(VIEW.id);
  });
});
