// Access policies against the real platform (spec 3 §3.6, §6; issue 13): an administrator adds a
// user, a zone of two cameras, a policy allowing that zone, and a group holding both, and takes the
// user out of Operators; the user signs in and the camera list shows exactly the zone's cameras.
// A DENY on one of them, added while the user is signed in, applies to the same session.
import { expect, type Browser, type Page, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { logIn, openConsole, openWorkspace } from './logIn';

const ZONE_CAMERAS = ['Demo HQ Camera 1', 'Demo HQ Camera 3'];
const READ_ACTIONS = [
  'realm:Read',
  'view:Read',
  'label:Read',
  'hierarchy:Read',
  'auditEntry:Read',
  'videoRequest:Read',
];

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

async function cameraList(page: Page) {
  await page.goto('/view/cameraGrid');
  return page.getByTestId('camera-list-item');
}

test.describe('access policies', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a user in a group whose policy allows one zone sees only its cameras; a DENY added meanwhile applies without a new login', async ({
    page,
    browser,
  }) => {
    const suffix = randomBytes(3).toString('hex');
    const name = `north-${suffix}`;
    const password = 'north-secret-1';
    const zone = `North ${suffix}`;
    const policy = `North viewers ${suffix}`;
    const group = `North desk ${suffix}`;

    await openWorkspace(page, 'admin');
    await page.goto('/view/Users');
    await page.getByRole('button', { name: 'Add User' }).click();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('E-mail', { exact: true }).fill(`${name}@site.test`);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/view\/Users$/);

    // Zone: two cameras.
    await page.goto('/view/Zones');
    await page.getByRole('button', { name: 'Add Zone' }).click();
    await expect(page).toHaveURL(/\/view\/zone\/add$/);
    await page.getByLabel('Name', { exact: true }).fill(zone);
    const cameras = page.getByRole('group', { name: 'Cameras' });
    for (const camera of ZONE_CAMERAS) await cameras.getByRole('checkbox', { name: camera, exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('table', { name: 'Zones' }).getByRole('row').filter({ hasText: zone })).toContainText(
      ZONE_CAMERAS.join(', '),
    );

    // Policy: the zone's cameras, and reading the realm's views, labels and events.
    await page.goto('/view/Policies');
    await page.getByRole('button', { name: 'Add Policy' }).click();
    await expect(page).toHaveURL(/\/view\/policy\/add$/);
    await page.getByLabel('Name', { exact: true }).fill(policy);
    const first = page.getByRole('group', { name: 'Statement 1', exact: true });
    await expect(first.getByText('Choose at least one action')).toBeVisible();
    await first.getByRole('checkbox', { name: 'device:Read', exact: true }).check();
    await first.getByRole('checkbox', { name: 'device:Control', exact: true }).check();
    await expect(first.getByText('Choose resources or all resources')).toBeVisible();
    await first.getByRole('group', { name: 'Zones' }).getByRole('checkbox', { name: zone }).check();
    await page.getByRole('button', { name: 'Add statement' }).click();
    const second = page.getByRole('group', { name: 'Statement 2', exact: true });
    for (const action of READ_ACTIONS) await second.getByRole('checkbox', { name: action, exact: true }).check();
    await second.getByRole('switch', { name: 'All resources' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('table', { name: 'Authorization Policies' }).getByRole('row').filter({ hasText: policy }),
    ).toContainText(zone);

    // Group: the user and the policy; then the user leaves Operators.
    await page.goto('/view/Groups');
    await page.getByRole('button', { name: 'Add Group' }).click();
    await expect(page).toHaveURL(/\/view\/group\/add$/);
    await page.getByLabel('Name', { exact: true }).fill(group);
    await page.getByRole('group', { name: 'Users' }).getByRole('checkbox', { name, exact: true }).check();
    await page.getByRole('group', { name: 'Policies' }).getByRole('checkbox', { name: policy, exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    const groups = page.getByRole('table', { name: 'Groups' });
    await expect(groups.getByRole('row').filter({ hasText: group })).toContainText(name);
    await groups.getByRole('link', { name: 'Operators', exact: true }).click();
    await expect(page).toHaveURL(/\/view\/group\/edit\/system-operators$/);
    await page.getByRole('group', { name: 'Users' }).getByRole('checkbox', { name, exact: true }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(groups.getByRole('row').filter({ hasText: 'Operators' })).not.toContainText(name);

    // The administrator's effective-permissions view says the same as the platform will.
    await page.goto('/view/Policies');
    const who = page.getByRole('table', { name: 'Who can access a camera?' });
    await page.getByRole('combobox', { name: 'Camera' }).selectOption({ label: 'Demo HQ Camera 2' });
    await expect(who.getByRole('row').filter({ hasText: name })).toContainText('Denied');
    await page.getByRole('combobox', { name: 'Camera' }).selectOption({ label: ZONE_CAMERAS[1]! });
    await expect(who.getByRole('row').filter({ hasText: name })).toContainText('Allowed');
    await expect(who.getByRole('row').filter({ hasText: name })).toContainText(policy);

    // The user signs in and sees exactly the zone's cameras.
    const user = await newPage(browser);
    await logIn(user, name, password);
    await openConsole(user);
    await expect(await cameraList(user)).toHaveText(ZONE_CAMERAS);

    // A DENY on one of them, while the user stays signed in.
    await page.goto('/view/Policies');
    await page.getByRole('table', { name: 'Authorization Policies' }).getByRole('link', { name: policy }).click();
    await expect(page).toHaveURL(/\/view\/policy\/edit\//);
    await page.getByRole('button', { name: 'Add statement' }).click();
    const third = page.getByRole('group', { name: 'Statement 3', exact: true });
    await third.getByRole('combobox', { name: 'Effect' }).selectOption('DENY');
    await third.getByRole('checkbox', { name: 'device:Read', exact: true }).check();
    await third
      .getByRole('group', { name: 'Cameras' })
      .getByRole('checkbox', { name: ZONE_CAMERAS[1]!, exact: true })
      .check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/view\/Policies$/);

    // Same session: no login page, and the denied camera is gone from the list.
    await expect(await cameraList(user)).toHaveText([ZONE_CAMERAS[0]!]);
    await expect(user).toHaveURL(/\/view\/cameraGrid$/);
    await user.context().close();
  });
});
