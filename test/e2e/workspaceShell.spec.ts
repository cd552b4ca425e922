// The logged-in flow against the real platform: login → licence → realm → interface list →
// workspace frame; admin-only items; logout in one tab logs out another.
import { expect, type Page, test } from '@playwright/test';

/** Logs in and accepts the licence if this user has not yet (specs run in any order). */
async function logIn(page: Page, user: string) {
  await page.goto('/');
  await page.getByLabel('User name').fill(user);
  await page.getByLabel('Password').fill(user);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/(license|selectrealm|guilist)$/);
  if (page.url().endsWith('/license')) {
    const agree = page.getByRole('button', { name: 'AGREE' });
    // The licence page may still skip itself for a user who accepted meanwhile.
    await Promise.race([agree.click(), page.waitForURL(/\/(selectrealm|guilist)$/)]);
  }
  await expect(page).toHaveURL(/\/(selectrealm|guilist)$/);
}

async function openConsole(page: Page) {
  await expect(page).toHaveURL(/\/guilist$/);
  await expect(page.getByRole('region', { name: 'System check' })).toBeVisible();
  await page.getByRole('button', { name: /Vantage Console/ }).click();
  await expect(page.getByRole('navigation', { name: 'Activity bar' })).toBeVisible();
}

test.describe('the logged-in shell', () => {
  test('admin: licence → realm Demo HQ → interface list → workspace, titled "Vantage - Demo HQ"', async ({ page }) => {
    await logIn(page, 'admin');
    await expect(page).toHaveURL(/\/selectrealm$/);
    await expect(page.getByRole('button', { name: /Demo Branch/ })).toBeVisible();
    await page.getByRole('button', { name: /Demo HQ/ }).click();
    await expect(page.getByRole('button', { name: 'Install App' })).toBeVisible();
    await openConsole(page);
    // Demo HQ has an avatar and cameras: the first saved view, or the start view.
    await expect(page).toHaveURL(/\/view\/[^/]+$/);
    await expect(page).not.toHaveURL(/AvatarActivation|camera\/add/);
    await expect(page).toHaveTitle('Vantage - Demo HQ');
    const bar = page.getByRole('navigation', { name: 'Activity bar' });
    for (const name of ['View', 'Devices', 'Access', 'Admin settings', 'Reports', 'Settings', 'About', 'Logout']) {
      await expect(bar.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo', { name: 'Status bar' })).toContainText('admin');

    // An admin section opens in the workspace as a tab.
    await bar.getByRole('button', { name: 'Devices', exact: true }).click();
    await page.getByRole('navigation', { name: 'Devices' }).getByRole('link', { name: 'Cameras' }).click();
    await expect(page).toHaveURL(/\/view\/Cameras$/);
    await expect(page.getByRole('tab', { name: 'Cameras' })).toHaveAttribute('aria-selected', 'true');

    // Reloading keeps the session and the title.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Cameras' })).toBeVisible();
    await expect(page).toHaveTitle('Vantage - Demo HQ');
  });

  test('the operator has one realm (no realm step) and sees no admin items', async ({ page }) => {
    await logIn(page, 'operator');
    await openConsole(page);
    await expect(page).toHaveTitle('Vantage - Demo HQ');
    const bar = page.getByRole('navigation', { name: 'Activity bar' });
    await expect(bar.getByRole('button', { name: 'View', exact: true })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Settings', exact: true })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
    for (const name of ['Devices', 'Access', 'Admin settings', 'Reports', 'About']) {
      await expect(bar.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    // An admin route tells the operator it is not theirs.
    await page.goto('/view/camera/add');
    await expect(page.getByRole('heading', { name: 'Access is denied' })).toBeVisible();
  });

  test('a logged-out browser opening /guilist lands on the login page', async ({ page }) => {
    await page.goto('/guilist');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('logout in one tab logs out the other tab', async ({ page, context }) => {
    await logIn(page, 'operator');
    await openConsole(page);
    const other = await context.newPage();
    await other.goto('/main');
    await expect(other.getByRole('navigation', { name: 'Activity bar' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Activity bar' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(other.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(other).toHaveURL(/\/$/);
  });
});
