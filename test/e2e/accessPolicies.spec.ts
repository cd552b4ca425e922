// Access policies against the real platform (spec 3 §3.6, §6; issue 13): an administrator adds a
// zone of two cameras, a policy allowing that zone and a group holding the policy, then a user in
// that group only, all through the console's forms; the user signs in and sees exactly the zone's
// cameras in the camera list, in cells, in snapshots and in events. A DENY on one of them, added
// while the user is signed in, applies to the same session.
import { expect, type Browser, type Page, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { logIn, openConsole, openWorkspace } from './logIn';
import { cells, dropCamera, expectPlaying, HQ_CAMERAS } from './video';
import { getFromPlatform, raiseEvent } from './platformApi';
import { E2E_PATIENCE } from './patience';

const ZONE_CAMERAS = ['Demo HQ Camera 1', 'Demo HQ Camera 3'];
// HQ_CAMERAS[0] and [2] are in the zone, [1] is not.
const READ_ACTIONS = [
  'realm:Read',
  'view:Read',
  'label:Read',
  'hierarchy:Read',
  'auditEntry:Read',
  'videoRequest:Read',
];

/** What a cell without a camera says. */
const EMPTY_CELL = 'No camera assigned';

/** Raises an event witnessed by one camera; answers its message. */
async function raiseEventOn(page: Page, message: string, cameraId: string): Promise<string> {
  await raiseEvent(page, { message, witnesses: [cameraId] });
  return message;
}

async function snapshotStatus(page: Page, cameraId: string): Promise<number> {
  return (await getFromPlatform(page, `/api/media/snapshot?obj=${cameraId}`)).status();
}

/** The shared Essential view, which holds the event list. */
async function openEssential(page: Page) {
  await page.goto('/view/essential');
  const list = page.getByRole('listbox', { name: 'Events list' });
  await expect(list).toBeVisible();
  return list;
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

async function cameraList(page: Page) {
  await page.goto('/view/cameraGrid');
  return page.getByTestId('camera-list-item');
}

test.describe('access policies', () => {
  test.describe.configure({ timeout: 120_000 * E2E_PATIENCE });

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

    // Group: the policy, no one in it yet.
    await page.goto('/view/Groups');
    await page.getByRole('button', { name: 'Add Group' }).click();
    await expect(page).toHaveURL(/\/view\/group\/add$/);
    await page.getByLabel('Name', { exact: true }).fill(group);
    await page.getByRole('group', { name: 'Policies' }).getByRole('checkbox', { name: policy, exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    const groups = page.getByRole('table', { name: 'Groups' });
    await expect(groups.getByRole('row').filter({ hasText: group })).toBeVisible();

    // User: created in that group only, from the users form (a new user starts in Operators).
    await page.goto('/view/Users');
    await page.getByRole('button', { name: 'Add User' }).click();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('E-mail', { exact: true }).fill(`${name}@site.test`);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    const userGroups = page.getByRole('group', { name: 'Groups', exact: true });
    await expect(userGroups.getByRole('checkbox', { name: 'Operators', exact: true })).toBeChecked();
    await userGroups.getByRole('checkbox', { name: 'Operators', exact: true }).uncheck();
    await userGroups.getByRole('checkbox', { name: group, exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    // The platform hashes the password and mails the activation link before it answers.
    await expect(page).toHaveURL(/\/view\/Users$/, { timeout: 20_000 * E2E_PATIENCE });
    await page.goto('/view/Groups');
    await expect(groups.getByRole('row').filter({ hasText: group })).toContainText(name);
    await expect(groups.getByRole('row').filter({ hasText: 'Operators' })).not.toContainText(name);

    // The administrator's effective-permissions view says the same as the platform will.
    await page.goto('/view/Policies');
    const who = page.getByRole('table', { name: 'Who can access a camera?' });
    await page.getByRole('combobox', { name: 'Camera' }).selectOption({ label: 'Demo HQ Camera 2' });
    await expect(who.getByRole('row').filter({ hasText: name })).toContainText('Denied');
    await page.getByRole('combobox', { name: 'Camera' }).selectOption({ label: ZONE_CAMERAS[1]! });
    await expect(who.getByRole('row').filter({ hasText: name })).toContainText('Allowed');
    await expect(who.getByRole('row').filter({ hasText: name })).toContainText(policy);

    // Events of a camera in the zone and of one outside it, raised as an outside system would.
    const seen = await raiseEventOn(page, `Seen ${suffix}`, HQ_CAMERAS[0]!.id);
    const unseen = await raiseEventOn(page, `Unseen ${suffix}`, HQ_CAMERAS[1]!.id);

    // The user signs in and sees exactly the zone's cameras: in the camera list,
    const user = await newPage(browser);
    await logIn(user, name, password);
    await openConsole(user);
    // The first workspace loads the video chunk before the list shows.
    await expect(await cameraList(user)).toHaveText(ZONE_CAMERAS, { timeout: 20_000 * E2E_PATIENCE });
    // in cells (a camera outside the zone dropped on a cell does not play),
    const [allowedCell, deniedCell] = [cells(user).nth(0), cells(user).nth(1)];
    await dropCamera(allowedCell, HQ_CAMERAS[0]!);
    await expectPlaying(allowedCell, 'live');
    await dropCamera(deniedCell, HQ_CAMERAS[1]!);
    // The platform refuses the camera: the cell says why, or lets the unknown camera go.
    await expect(deniedCell.getByRole('alert').or(deniedCell.getByText(EMPTY_CELL))).toBeVisible({
      timeout: 15_000 * E2E_PATIENCE,
    });
    await expect(deniedCell).not.toHaveAttribute('data-status', 'PLAY');
    // in snapshots,
    expect(await snapshotStatus(user, HQ_CAMERAS[0]!.id)).toBe(200);
    expect(await snapshotStatus(user, HQ_CAMERAS[1]!.id)).toBe(403);
    // and in events: the event list holds the zone camera's event and not the other.
    const events = await openEssential(user);
    await expect(events.getByRole('option').filter({ hasText: seen })).toBeVisible();
    await expect(events.getByRole('option').filter({ hasText: unseen })).toHaveCount(0);

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

    // Same session: no login page, the denied camera is gone from the list and its snapshot refused.
    await expect(await cameraList(user)).toHaveText([ZONE_CAMERAS[0]!]);
    await expect(user).toHaveURL(/\/view\/cameraGrid$/);
    expect(await snapshotStatus(user, HQ_CAMERAS[2]!.id)).toBe(403);
    expect(await snapshotStatus(user, HQ_CAMERAS[0]!.id)).toBe(200);
    await user.context().close();
  });
});
