import { expect, test } from '@playwright/test';
import { createOperatorCopy } from './e2eServerFiles';
import { expectAccessible } from './expectAccessible';

test.describe('signing in', () => {
  test('the platform serves the console: the login page with its fields and the recovery link', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByLabel('User name')).toBeFocused();
    await expect(page.getByLabel('Password')).toBeVisible();
    // The e2e platform delivers e-mail to a pickup folder (VANTAGE_MAIL_DIR), so EMAIL_CAN_BE_SEND is true.
    await expect(page.getByRole('link', { name: 'Recover account' })).toBeVisible();
    await expectAccessible(page, 'the login page');
  });

  test('asks for both fields before calling the server', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Specify login and password')).toBeVisible();
  });

  test('shows a wrong password as a [code] message banner', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('User name').fill('operator');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByRole('alert')).toHaveText('[401] Invalid user name or password');
    await expect(page).toHaveURL(/\/$/);
  });

  // Users of their own: the demo accounts' licence may have been accepted by any spec before.
  test('signs in to the licence agreement, accepts it once, and is not asked again', async ({ page, browser }) => {
    const user = createOperatorCopy('e2e-licence', { alsoRealmId: 'demo-branch' });
    await page.goto('/');
    await page.getByLabel('User name').fill(user.name);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/license$/);
    await expect(page.getByText('VANTAGE END-USER LICENCE AGREEMENT')).toBeVisible();
    await page.getByRole('button', { name: 'AGREE' }).click();
    await expect(page).toHaveURL(/\/selectrealm$/);

    const again = await browser.newPage();
    await again.goto('/');
    await again.getByLabel('User name').fill(user.name);
    await again.getByLabel('Password').fill(user.password);
    await again.getByRole('button', { name: 'Login' }).click();
    await expect(again).toHaveURL(/\/selectrealm$/);
    await again.close();
  });

  test('REJECT on the licence signs the user out', async ({ page }) => {
    const user = createOperatorCopy('e2e-reject');
    await page.goto('/');
    await page.getByLabel('User name').fill(user.name);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('VANTAGE END-USER LICENCE AGREEMENT')).toBeVisible();
    await page.getByRole('button', { name: 'REJECT' }).click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-vantage-request': '1' },
        body: JSON.stringify({ query: '{ userInfo { user { id } } }' }),
      });
      return response.status;
    });
    expect(status).toBe(401);
  });

  test('switches to Arabic with a right-to-left layout', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Language' }).getByText('العربية').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-AE');
    await expectAccessible(page, 'the login page in Arabic');
  });
});
