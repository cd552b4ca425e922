// Device administration against the real platform (spec 3 §2.1, §2.12, §3.1, §4, §7.2; spec 1 §2.5):
// an administrator adds a sensor watched by a demo camera and sees it listed; activates an avatar
// that announced itself over the avatar API, which then reports NORMAL with the key it collected;
// creates and regenerates an API key (the old key stops working, the new one works); and the
// Device Audit shows a device's events with their details and the device's log; a camera tour
// made in Devices → Camera tours patrols the PTZ dome once started (issue 28). First run (spec 1
// §4): in a realm without an avatar the console opens Avatar Activation, and the avatar activated
// there, in a realm still without a camera, leads on to adding one.
import { expect, type APIRequestContext, type Locator, type Page, test } from '@playwright/test';
import type { PlatformProcess } from '../../server/testing/platformProcess';
import { DEFAULT_AVATAR_STATUS_INTERVAL_S } from '../../shared/devices/deviceAdminConstants';
import { startEmptyRealmPlatform } from './deviceFirstRun';
import { openWorkspace } from './logIn';
import { E2E_PATIENCE, allowTime } from './patience';
import { graphql, postToPlatform, raiseEvent } from './platformApi';

const SENSOR = 'Loading bay door';
const AVATAR_KEY = 'KPRT-7W3M-Q9XE';
const AVATAR = {
  activationKey: AVATAR_KEY,
  serial: 'E2E-AVATAR-1',
  name: 'Warehouse avatar',
  softwareVersion: '2.4.0',
};

async function announce(request: APIRequestContext, origin = '', avatar = AVATAR) {
  const answer = await postToPlatform(request, `${origin}/api/avatars/announce`, avatar);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { status: string; deviceId?: string; apiKey?: string };
}

async function report(request: APIRequestContext, key: string) {
  return postToPlatform(
    request,
    '/api/avatars/status',
    { upTime: 3600, load: 0.4, storageUsage: { capacity: 1e12, used: 2e11 }, softwareVersion: '2.4.0' },
    { authorization: `Bearer ${key}` },
  );
}

/** The parts of an event list's header and rows that reach outside their header or row. */
function overflowingParts(list: Locator): Promise<string[]> {
  return list.evaluate((root) => {
    const outside: string[] = [];
    for (const box of root.querySelectorAll('.vt-event-list__head, [role="option"]')) {
      const outer = box.getBoundingClientRect();
      for (const part of box.querySelectorAll('*')) {
        const inner = part.getBoundingClientRect();
        // A part the layout leaves out (the narrow list's Id column) is drawn nowhere.
        if (getComputedStyle(part).display === 'none') continue;
        const overflows = part.scrollHeight > part.clientHeight + 1 && getComputedStyle(part).overflow === 'hidden';
        if (inner.top < outer.top - 1 || inner.bottom > outer.bottom + 1 || overflows)
          outside.push(`${part.className || part.tagName}: ${(part.textContent ?? '').slice(0, 40)}`);
      }
    }
    return outside;
  });
}

const TOUR = 'Yard patrol';

/** The PTZ dome's pan as the platform reports it, to the degree. */
async function ptzPan(page: Page): Promise<number | null> {
  const answer = await graphql<{
    device: { cameraView: { ptzStatus: { command: { pan: number | null } | null } | null } | null } | null;
  }>(page, '{ device(id: "demo-hq-ptz") { cameraView { ptzStatus { command { pan } } } } }');
  const pan = answer.device?.cameraView?.ptzStatus?.command?.pan;
  return pan === undefined || pan === null ? null : Math.round(pan);
}

/** The tour's id, from its row's link. */
async function tourId(page: Page, row: Locator): Promise<string> {
  const href = (await row.getByRole('link', { name: TOUR }).getAttribute('href')) ?? '';
  return decodeURIComponent(href.split('/').pop() ?? '');
}

async function openSection(page: Page, path: string, heading: string) {
  await page.goto(path);
  // A full load: the workspace and the device administration chunk load first, which on a busy
  // machine takes more than the default 5 s.
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 20_000 * E2E_PATIENCE });
}

test.describe('device administration', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 * E2E_PATIENCE });

  test('a sensor added with a demo camera watching it is listed with that camera', async ({ page }) => {
    await openWorkspace(page, 'admin');
    await openSection(page, '/view/Sensors', 'Sensors');
    await page.getByRole('link', { name: 'Add sensor' }).click();
    await expect(page).toHaveURL(/\/view\/sensor\/add$/);
    await expect(page.getByRole('heading', { name: 'Add sensor' })).toBeVisible();

    // Nothing is sent without a name.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Name should not be empty' })).toBeVisible();

    await page.getByLabel('Name', { exact: true }).fill(SENSOR);
    await page.getByLabel('Kind').selectOption({ label: 'Door contact' });
    await page.getByLabel('Model').fill('DC-300');
    await page
      .getByRole('group', { name: 'Cameras watching it' })
      .getByRole('checkbox', { name: 'Demo HQ Camera 2' })
      .check();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/view\/Sensors$/);
    const row = page.getByRole('row').filter({ hasText: SENSOR });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Demo HQ Camera 2');
    await expect(row).toContainText('DC-300');
    await expect(row).toContainText('Demo HQ Avatar');

    // Its page reads it back as saved.
    await row.getByRole('link', { name: SENSOR }).click();
    await expect(page.getByRole('heading', { name: 'Edit sensor' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(SENSOR);
    await expect(page.getByRole('checkbox', { name: 'Demo HQ Camera 2' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Demo HQ Camera 1' })).not.toBeChecked();
  });

  test('an avatar that announced itself is activated by its key and reports NORMAL with the key it collected', async ({
    page,
  }) => {
    expect((await announce(page.request)).status).toBe('PENDING');
    await openWorkspace(page, 'admin');
    await openSection(page, '/view/AvatarActivation', 'Avatar Activation');
    await page.getByLabel('Activation key').fill('not a key');
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The activation key should look like XXXX-XXXX-XXXX' }),
    ).toBeVisible();

    // Typed as people type it: lower case, no dashes.
    await page.getByLabel('Activation key').fill(AVATAR_KEY.replace(/-/g, '').toLowerCase());
    await page.getByRole('button', { name: 'Activate' }).click();
    // The realm has cameras: activation leads to the avatar's own page.
    await expect(page).toHaveURL(/\/view\/link\/edit\/avatar-/);
    await expect(page.getByRole('heading', { name: AVATAR.name, level: 1 })).toBeVisible();
    const header = page.locator('header', { has: page.getByRole('heading', { name: AVATAR.name, level: 1 }) });
    await expect(header).toContainText('Pending');

    const collected = await announce(page.request);
    expect(collected.status).toBe('ACTIVATED');
    const key = collected.apiKey ?? '';
    expect((await report(page.request, key)).status()).toBe(200);
    // From then on a status every interval, as an avatar sends them: one status alone is stale
    // after two intervals, and on a loaded machine the Avatars list came later than that (Broken,
    // '(stale)').
    const reporting = setInterval(
      () => void report(page.request, key).catch(() => undefined),
      DEFAULT_AVATAR_STATUS_INTERVAL_S * 1000,
    );
    try {
      // The page follows the objectUpdate feed: the avatar is NORMAL and its channel on time.
      await expect(header).toContainText('Normal');
      await expect(header).toContainText('On time');
      await expect(page.getByRole('definition').filter({ hasText: '2.4.0' })).toBeVisible();

      await openSection(page, '/view/Avatars', 'Avatars');
      await expect(page.getByRole('row').filter({ hasText: AVATAR.name })).toContainText('Normal');
    } finally {
      clearInterval(reporting);
    }
  });

  test('an API key is created and regenerated: shown whole once, the replaced key refused, the new one accepted', async ({
    page,
  }) => {
    await openWorkspace(page, 'admin');
    await openSection(page, '/view/Avatars', 'Avatars');
    await page.getByRole('link', { name: AVATAR.name }).click();
    await page.getByRole('link', { name: 'API keys' }).click();
    await expect(page).toHaveURL(/\/keys$/);

    await page.getByLabel('Key name').fill('Field laptop');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const issued = page.getByRole('dialog', { name: 'API key Field laptop' });
    const first = (await issued.getByLabel('API key').textContent()) ?? '';
    expect(first).toMatch(/^vtk_/);
    await issued.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Field laptop' });
    await expect(row).toContainText(first.slice(0, 12));
    await expect(page.getByText(first)).toHaveCount(0);
    expect((await report(page.request, first)).status()).toBe(200);

    await row.getByRole('button', { name: 'Regenerate' }).click();
    await page
      .getByRole('dialog', { name: 'Regenerate Field laptop?' })
      .getByRole('button', { name: 'Regenerate' })
      .click();
    const reissued = page.getByRole('dialog', { name: 'API key Field laptop' });
    const second = (await reissued.getByLabel('API key').textContent()) ?? '';
    expect(second).toMatch(/^vtk_/);
    expect(second).not.toBe(first);
    await reissued.getByRole('button', { name: 'Done' }).click();
    expect((await report(page.request, first)).status()).toBe(401);
    expect((await report(page.request, second)).status()).toBe(200);
  });

  test('the Device Audit shows a device’s events with their details, and its log of who changed it', async ({
    page,
  }) => {
    await openWorkspace(page, 'admin');
    await openSection(page, '/view/Sensors', 'Sensors');
    const link = page.getByRole('link', { name: SENSOR });
    const sensorId = decodeURIComponent(((await link.getAttribute('href')) ?? '').split('/').pop() ?? '');
    // An outside system raises an event witnessed by the sensor (spec 3 §7.4 alert log).
    await raiseEvent(page, { message: 'Tamper detected on the loading bay door', witnesses: [sensorId] });

    await openSection(page, '/view/DeviceAudit', 'Device audit');
    await page.getByLabel('Device', { exact: true }).selectOption({ label: `${SENSOR} (Sensor)` });
    const events = page.getByRole('listbox', { name: 'Events list' });
    const event = events.getByRole('option').filter({ hasText: 'Tamper detected on the loading bay door' });
    await expect(event).toBeVisible();
    // Headers and rows keep what they show inside their own box, wide and narrow (issue 36).
    for (const width of [1600, 1000]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await overflowingParts(page.locator('.vt-device-audit .vt-event-list'))).toEqual([]);
    }
    await event.click();
    await expect(page.getByLabel('Event details').getByText('Tamper detected on the loading bay door')).toBeVisible();
    const log = page.getByRole('region', { name: 'Device log' });
    await expect(log.getByRole('row').filter({ hasText: `Sensor ${SENSOR} added` })).toContainText('admin');
  });

  test('a camera tour made in Devices → Camera tours patrols the PTZ dome from preset to preset once started', async ({
    page,
  }) => {
    await openWorkspace(page, 'admin');
    await openSection(page, '/view/CameraTours', 'Camera tours');
    await page.getByRole('link', { name: 'Add camera tour' }).click();
    await expect(page).toHaveURL(/\/view\/cameraTour\/add$/);
    await page.getByLabel('Name', { exact: true }).fill(TOUR);
    await page.getByRole('tab', { name: 'Steps' }).click();
    const step = (n: number) => page.getByRole('listitem', { name: `Step ${n}` });
    for (const [n, preset] of [
      [1, 'East tower'],
      [2, 'South gate'],
    ] as const) {
      await page.getByRole('button', { name: 'Add step' }).click();
      await step(n).getByLabel('Camera').selectOption({ label: 'Demo HQ PTZ' });
      await step(n).getByLabel('Preset').selectOption({ label: preset });
      await step(n).getByLabel('Delay (seconds)').fill('3');
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/view\/CameraTours$/);
    const row = page.getByRole('row').filter({ hasText: TOUR });
    await expect(row).toContainText('Stopped');
    await expect(row).toContainText('Demo HQ PTZ');

    await row.getByRole('button', { name: 'Start' }).click();
    try {
      await expect(row).toContainText('Running');
      // The dome turns to East tower (75°), then South gate (180°), then back: the tour patrols.
      for (const pan of [75, 180, 75])
        await expect.poll(() => ptzPan(page), { timeout: 20_000 * E2E_PATIENCE }).toBe(pan);
      await row.getByRole('button', { name: 'Stop' }).click();
      await expect(row).toContainText('Stopped');
    } finally {
      // Other specs move the dome themselves: the patrol never outlives this test.
      await graphql(page, `mutation { stopCameraTour(id: "${await tourId(page, row)}") { running } }`);
    }
  });
});

test.describe('first run', () => {
  test.describe.configure({ timeout: 120_000 * E2E_PATIENCE });
  let platform: PlatformProcess | undefined;

  test.beforeAll(async () => {
    allowTime(120_000);
    platform = await startEmptyRealmPlatform('demo-branch');
  });
  test.afterAll(async () => {
    await platform?.stop();
  });

  test('a realm without an avatar opens Avatar Activation; the avatar activated there belongs to the realm, and with no camera yet the camera add page follows', async ({
    page,
  }) => {
    const origin = platform!.url;
    const avatar = { ...AVATAR, activationKey: 'H4ZN-2RBT-LW8C', serial: 'E2E-FIRST-RUN', name: 'Branch avatar' };
    expect((await announce(page.request, origin, avatar)).status).toBe('PENDING');

    await page.goto(`${origin}/`);
    await page.getByLabel('User name').fill('admin');
    await page.getByLabel('Password').fill('admin');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/(license|selectrealm)$/);
    if (page.url().endsWith('/license')) await page.getByRole('button', { name: 'AGREE' }).click();
    await page.getByRole('button', { name: /Demo Branch/ }).click();
    await expect(page.getByRole('region', { name: 'System check' })).toBeVisible();
    await page.getByRole('button', { name: /Vantage Console/ }).click();

    // No avatar in the realm: the console opens on Avatar Activation.
    await expect(page).toHaveURL(`${origin}/view/AvatarActivation`, { timeout: 20_000 * E2E_PATIENCE });
    await expect(page.getByRole('heading', { name: 'Avatar Activation', level: 1 })).toBeVisible({
      timeout: 20_000 * E2E_PATIENCE,
    });
    await page.getByLabel('Activation key').fill(avatar.activationKey);
    await page.getByRole('button', { name: 'Activate' }).click();
    // Still no camera: activation leads on to adding the first one.
    await expect(page).toHaveURL(`${origin}/view/camera/add`);
    await expect(page.getByRole('heading', { name: 'Add camera', level: 1 })).toBeVisible();

    // The avatar is a device of Demo Branch: listed there, and the avatar collects its key.
    await page.goto(`${origin}/view/Avatars`);
    await expect(page.getByRole('heading', { name: 'Avatars', level: 1 })).toBeVisible({
      timeout: 20_000 * E2E_PATIENCE,
    });
    await expect(page.getByRole('row').filter({ hasText: avatar.name })).toBeVisible();
    expect((await announce(page.request, origin, avatar)).status).toBe('ACTIVATED');

    // Choosing the console again: an avatar now, still no camera — the camera add page.
    await page.goto(`${origin}/guilist`);
    await page.getByRole('button', { name: /Vantage Console/ }).click();
    await expect(page).toHaveURL(`${origin}/view/camera/add`, { timeout: 20_000 * E2E_PATIENCE });
  });
});
