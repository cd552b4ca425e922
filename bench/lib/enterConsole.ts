/** The browser benches' way into the console as admin: login, the licence on a fresh server, realm
 *  Demo HQ, the Enterprise UI, until the activity bar shows. */
import type { Locator, Page } from '@playwright/test';

export async function enterConsole(page: Page, url: string): Promise<Locator> {
  await page.goto(url);
  await page.getByLabel('User name').fill('admin');
  await page.getByLabel('Password').fill('admin');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/(license|selectrealm|guilist)$/);
  if (page.url().endsWith('/license')) {
    // The licence page skips itself for a user who accepted meanwhile (an earlier session).
    const agree = page.getByRole('button', { name: 'AGREE' });
    await Promise.race([agree.click(), page.waitForURL(/\/(selectrealm|guilist)$/)]);
  }
  await page.waitForURL(/\/(selectrealm|guilist)$/);
  if (page.url().endsWith('/selectrealm')) await page.getByRole('button', { name: /Demo HQ/ }).click();
  await page.getByRole('button', { name: /Vantage Console/ }).click();
  const activityBar = page.getByRole('navigation', { name: 'Activity bar' });
  await activityBar.waitFor();
  return activityBar;
}
