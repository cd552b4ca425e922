// The first run of a real site (issue 36): a platform of its own, started as an installer starts it —
// VANTAGE_DEMO=0, a fresh data directory — creates no account. It prints a one-time setup code and
// the embedded avatar's activation key on its console; the console's /setup creates the first
// administrator, who activates the avatar and adds a real RTSP camera (GStreamer's RTSP server with
// a login) that records. A claim from another machine without the code, and any second claim, are
// refused. "Another machine" is a browser behind a proxy on this one: the suite connects over
// loopback only, and a forwarded request never counts as the machine's own.
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { SETUP_ERROR } from '../../shared/auth/firstRunSetup';
import { postToPlatform } from './platformApi';
import { ROOT, startPlatformProcess, type PlatformProcess } from '../../server/testing/platformProcess';
import { startRtspCamera, type RtspCamera } from '../../server/testing/rtsp/startRtspCamera';
import path from 'node:path';
import { cells, expectPlaying } from './video';
import { E2E_PATIENCE, allowTime } from './patience';

const OWNER = { realm: 'North Depot', username: 'siteadmin', email: 'owner@example.com', password: 'correct horse' };
const CAMERA_LOGIN = { user: 'admin', password: 'secret' };
/** What a reverse proxy on the platform's machine adds to a request it forwards from elsewhere. */
const FORWARDED = { 'X-Forwarded-For': '203.0.113.7' };

let platform: PlatformProcess | undefined;
let rtsp: RtspCamera | undefined;
let setupCode = '';
let activationKey = '';

/** Waits for a line the platform prints on its console and returns what `pattern` captures. */
async function printed(pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(() => (found = pattern.exec(platform!.output())?.[1] ?? ''), {
      message: `the platform console to print ${pattern}`,
      timeout: 30_000 * E2E_PATIENCE,
    })
    .not.toBe('');
  return found;
}

function claim(request: APIRequestContext, body: object, headers: Record<string, string> = {}) {
  return postToPlatform(request, `${platform!.url}/api/auth/setup`, body, headers);
}

async function fillSetup(page: Page, code?: string) {
  await page.getByLabel('Realm name').fill(OWNER.realm);
  await page.getByLabel('Administrator user name').fill(OWNER.username);
  await page.getByLabel('Administrator e-mail').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByLabel('Confirm password').fill(OWNER.password);
  if (code !== undefined) await page.getByLabel('Setup code').fill(code);
}

async function remotePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: FORWARDED });
  return context.newPage();
}

test.describe('first run of a real site', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 * E2E_PATIENCE });

  test.beforeAll(async () => {
    allowTime(120_000);
    rtsp = await startRtspCamera({ width: 320, height: 240 }, CAMERA_LOGIN);
    platform = await startPlatformProcess({
      entry: 'build',
      consoleDir: path.join(ROOT, 'build', 'renderer'),
      env: {
        VANTAGE_DEMO: '0',
        VANTAGE_MEDIA: '1',
        // The activation key of the embedded avatar is an info line of the log.
        LOG_LEVEL: 'info',
        // The RTSP camera listens on this machine.
        VANTAGE_PROBE_NETWORKS: 'public,127.0.0.0/8,::1',
      },
    });
    setupCode = await printed(/setup code: ([2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4})/);
    activationKey = await printed(/waits for activation: key ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/);
  });
  test.afterAll(async () => {
    await platform?.stop();
    await rtsp?.stop();
  });

  test('nothing guessable signs in; the login page leads to setup; another machine needs the printed code', async ({
    page,
    browser,
  }) => {
    const origin = platform!.url;
    expect(platform!.output()).toContain(`/setup`);
    for (const [username, password] of [
      ['admin', 'admin'],
      ['admin', 'password'],
    ]) {
      const login = await postToPlatform(page, `${origin}/api/auth/login`, { username, password });
      expect(login.status()).toBe(401);
    }
    await page.goto(`${origin}/`);
    await expect(page).toHaveURL(`${origin}/setup`);
    await expect(page.getByRole('heading', { name: 'Set up Vantage', level: 1 })).toBeVisible();
    // On the platform's own machine no code is asked.
    await expect(page.getByLabel('Setup code')).toHaveCount(0);

    // From elsewhere: the code is asked, a wrong one refused, none at all refused by the platform.
    const remote = await remotePage(browser);
    await remote.goto(`${origin}/setup`);
    await fillSetup(remote, 'ABCD-EFGH-JKMN');
    await remote.getByRole('button', { name: 'Set up' }).click();
    await expect(remote.getByRole('alert')).toHaveText(
      'The setup code is not right. Copy it from the platform console.',
    );
    const withoutCode = await claim(remote.request, OWNER, FORWARDED);
    expect(withoutCode.status()).toBe(403);
    expect(((await withoutCode.json()) as { message: string }).message).toBe(SETUP_ERROR.PROOF);
    await remote.context().close();
  });

  test('setup → first administrator → avatar activation → a real RTSP camera added and recording', async ({ page }) => {
    const origin = platform!.url;
    await page.goto(`${origin}/setup`);
    await fillSetup(page);
    await page.getByRole('button', { name: 'Set up' }).click();

    // Signed in as the new administrator: the licence, then the interface list of their one realm.
    await expect(page).toHaveURL(`${origin}/license`);
    await page.getByRole('button', { name: 'AGREE' }).click();
    await expect(page).toHaveURL(`${origin}/guilist`);
    await expect(page.getByRole('region', { name: 'System check' })).toBeVisible();
    await page.getByRole('button', { name: /Vantage Console/ }).click();

    // No avatar in the new realm: Avatar Activation, with the key the platform printed.
    await expect(page).toHaveURL(`${origin}/view/AvatarActivation`, { timeout: 20_000 * E2E_PATIENCE });
    await expect(page.getByRole('heading', { name: 'Avatar Activation', level: 1 })).toBeVisible({
      timeout: 20_000 * E2E_PATIENCE,
    });
    await page.getByLabel('Activation key').fill(activationKey);
    await page.getByRole('button', { name: 'Activate' }).click();

    // No camera yet: the camera add page, where the site's RTSP camera is probed and added.
    await expect(page).toHaveURL(`${origin}/view/camera/add`, { timeout: 20_000 * E2E_PATIENCE });
    await expect(page.getByRole('heading', { name: 'Add camera', level: 1 })).toBeVisible({
      timeout: 20_000 * E2E_PATIENCE,
    });
    const form = page.locator('form.vt-camera-form');
    await form.getByLabel('URL').fill(rtsp!.url);
    await form.getByLabel('User').fill(CAMERA_LOGIN.user);
    await form.getByLabel('Password', { exact: true }).fill(CAMERA_LOGIN.password);
    await page.getByRole('button', { name: 'Probe' }).click();
    await expect(page.getByTestId('probe-codec')).toHaveText('H264', { timeout: 20_000 * E2E_PATIENCE });
    await form.getByLabel('Name').fill('Gate');
    await page.getByRole('button', { name: 'Add camera', exact: true }).click();
    await expect(page).toHaveURL(/\/view\/camera\/edit\/[^/]+\/general$/);
    const id = decodeURIComponent(page.url().split('/').at(-2)!);

    // It records: NORMAL in the Cameras section, then a moment of its archive plays back.
    await page.goto(`${origin}/view/Cameras`);
    const row = page.locator(`[data-camera-id="${id}"]`);
    await expect(row).toContainText('Gate');
    await expect(row.locator('[data-health]')).toHaveAttribute('data-health', 'NORMAL', {
      timeout: 30_000 * E2E_PATIENCE,
    });
    const recordedFrom = await archiveStart(page, origin, id, 4_000);
    await page.goto(`${origin}/matrix/${encodeURIComponent(id)}/${recordedFrom + 1_000}`);
    await expectPlaying(cells(page).first(), 'archive');
  });

  test('a second claim is refused, from this machine and from another with the code', async ({ page }) => {
    const origin = platform!.url;
    await page.goto(`${origin}/setup`);
    await expect(
      page.getByText('This platform is already set up. Sign in with an administrator account.'),
    ).toBeVisible();
    await expect(page.getByLabel('Realm name')).toHaveCount(0);
    const local = await claim(page.request, { ...OWNER, username: 'second' });
    expect(local.status()).toBe(403);
    expect(((await local.json()) as { message: string }).message).toBe(SETUP_ERROR.DONE);
    const remote = await claim(page.request, { ...OWNER, username: 'second', code: setupCode }, FORWARDED);
    expect(remote.status()).toBe(403);
    // The login page no longer leads to setup.
    await page.goto(`${origin}/`);
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(`${origin}/`);
  });
});

/** Waits until the camera's archive holds at least `ms` and returns where it begins. */
async function archiveStart(page: Page, origin: string, cameraId: string, ms: number): Promise<number> {
  let start = 0;
  await expect
    .poll(
      async () => {
        const response = await postToPlatform(page, `${origin}/api/graphql`, {
          query:
            'query ($ids: [ID!]!) { archiveBoundary(ids: $ids, streamNumbers: [0, 1], startTime: 0, find: NEXT) { boundary } }',
          variables: { ids: [cameraId] },
        });
        const body = (await response.json()) as { data?: { archiveBoundary: { boundary: number | null } } };
        start = body.data?.archiveBoundary.boundary ?? Date.now();
        return Date.now() - start;
      },
      { message: 'the camera to record', timeout: ms + 30_000, intervals: [1_000] },
    )
    .toBeGreaterThan(ms);
  return start;
}
