// The logged-in flow against the real platform: login → licence → realm → interface list →
// workspace frame; admin-only items; logout in one tab logs out another.
import { expect, test } from '@playwright/test';
import { logIn, openConsole } from './logIn';
import { expectAccessible } from './expectAccessible';

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
    await expectAccessible(page, 'the workspace');

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
    // Nor is the view creation wizard: adding views is admin only (spec 1 §6).
    await page.goto('/view/new');
    await expect(page.getByRole('heading', { name: 'Access is denied' })).toBeVisible();
    await expect(page.getByText('Only administrators can add views.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
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
