// Signing in against the real platform for the end-to-end specs. Specs share one server and run
// in any order, so each step copes with what an earlier spec may have done (licence accepted).
import { expect, type Page } from '@playwright/test';

/** Logs in and accepts the licence if this user has not yet (demo users' passwords are their names). */
export async function logIn(page: Page, user: string, password = user) {
  await page.goto('/');
  await page.getByLabel('User name').fill(user);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/(license|selectrealm|guilist)$/);
  if (page.url().endsWith('/license')) {
    const agree = page.getByRole('button', { name: 'AGREE' });
    // The licence page may still skip itself for a user who accepted meanwhile.
    await Promise.race([agree.click(), page.waitForURL(/\/(selectrealm|guilist)$/)]);
  }
  await expect(page).toHaveURL(/\/(selectrealm|guilist)$/);
}

/** From the interface list: the Enterprise UI, up to the workspace's activity bar. */
export async function openConsole(page: Page) {
  await expect(page).toHaveURL(/\/guilist$/);
  await expect(page.getByRole('region', { name: 'System check' })).toBeVisible();
  await page.getByRole('button', { name: /Vantage Console/ }).click();
  await expect(page.getByRole('navigation', { name: 'Activity bar' })).toBeVisible();
}

/** Logs in, chooses the realm when the user has several, and opens the workspace with the View
 *  panel showing (whatever this user's 'Open view list on start' says). */
export async function openWorkspace(page: Page, user: string, realm = 'Demo HQ') {
  await logIn(page, user);
  // The realm page lists the realms, or skips itself for a user of one realm.
  const realmChoice = page.getByRole('button', { name: new RegExp(realm) });
  await expect(realmChoice.or(page.getByRole('region', { name: 'System check' }))).toBeVisible();
  if (page.url().endsWith('/selectrealm')) await realmChoice.click();
  await openConsole(page);
  await showViewPanel(page);
}

/** The View panel in the sidebar, opened from the activity bar when it is not showing. */
export async function showViewPanel(page: Page) {
  const myViews = page.getByRole('region', { name: 'My Views' });
  // The sidebar settles once the workspace configuration has loaded.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  if (!(await myViews.isVisible())) {
    await page
      .getByRole('navigation', { name: 'Activity bar' })
      .getByRole('button', { name: 'View', exact: true })
      .click();
  }
  await expect(myViews).toBeVisible();
}
