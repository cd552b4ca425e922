// Signing in against the real platform for the end-to-end specs. Specs share one server and run
// in any order, so each step copes with what an earlier spec may have done (licence accepted).
import { type BrowserContext, type Cookie, expect, type Page } from '@playwright/test';

/** Logs in and accepts the licence if this user has not yet (demo users' passwords are their names). */
export async function logIn(page: Page, user: string, password = user) {
  await page.goto('/');
  await page.getByLabel('User name').fill(user);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await passLicence(page);
}

/** From a signed-in start: the licence accepted if this user has not yet, up to the realm page or
 *  the interface list. */
async function passLicence(page: Page) {
  await expect(page).toHaveURL(/\/(license|selectrealm|guilist)$/);
  if (page.url().endsWith('/license')) {
    const agree = page.getByRole('button', { name: 'AGREE' });
    // The licence page may still skip itself for a user who accepted meanwhile.
    await Promise.race([agree.click(), page.waitForURL(/\/(selectrealm|guilist)$/)]);
  }
  await expect(page).toHaveURL(/\/(selectrealm|guilist)$/);
}

/** A session a spec signed in through the form, by user and realm, kept for the specs after it
 *  (playwright.config.ts runs the suite in one worker, so one map sees every spec): openWorkspace
 *  is about the workspace, and each sign-in through the form costs about a second. A kept session
 *  serves one browser context at a time, so two consoles of one user in a test stay two sessions,
 *  as two operators' are. */
interface KeptSession {
  cookies: Cookie[];
  holder: BrowserContext | undefined;
}
const keptSessions = new Map<string, KeptSession>();

function hold(kept: KeptSession, context: BrowserContext) {
  kept.holder = context;
  context.once('close', () => {
    if (kept.holder === context) kept.holder = undefined;
  });
}

/** Starts the console in the page's context on a kept session; false when none is free, or when
 *  the platform no longer knows it (signed out, or expired) and the login form shows. */
async function resumeSession(page: Page, key: string): Promise<boolean> {
  const kept = keptSessions.get(key);
  if (!kept || kept.holder) return false;
  const context = page.context();
  await context.addCookies(kept.cookies);
  await page.goto('/');
  const loginForm = page.getByLabel('User name');
  await expect
    .poll(async () => /\/(license|selectrealm|guilist)$/.test(page.url()) || (await loginForm.isVisible()), {
      intervals: [100],
    })
    .toBe(true);
  if (await loginForm.isVisible()) {
    keptSessions.delete(key);
    return false;
  }
  hold(kept, context);
  await passLicence(page);
  return true;
}

/** Keeps the session just signed in through the form, unless another context holds the one kept. */
async function keepSession(page: Page, key: string) {
  if (keptSessions.get(key)?.holder) return;
  const context = page.context();
  const kept: KeptSession = { cookies: await context.cookies(), holder: undefined };
  hold(kept, context);
  keptSessions.set(key, kept);
}

/** From the interface list: the Enterprise UI, up to the workspace's activity bar. */
export async function openConsole(page: Page) {
  await expect(page).toHaveURL(/\/guilist$/);
  await expect(page.getByRole('region', { name: 'System check' })).toBeVisible();
  await page.getByRole('button', { name: /Vantage Console/ }).click();
  await expect(page.getByRole('navigation', { name: 'Activity bar' })).toBeVisible();
}

/** Logs in (on a session kept from an earlier sign-in of this user to this realm, when one is
 *  free), chooses the realm when the user has several, and opens the workspace with the View panel
 *  showing (whatever this user's 'Open view list on start' says). */
export async function openWorkspace(page: Page, user: string, realm = 'Demo HQ') {
  const key = `${user}\n${realm}`;
  const resumed = await resumeSession(page, key);
  if (!resumed) await logIn(page, user);
  // The realm page lists the realms, or skips itself for a user of one realm.
  const realmChoice = page.getByRole('button', { name: new RegExp(realm) });
  await expect(realmChoice.or(page.getByRole('region', { name: 'System check' }))).toBeVisible();
  if (page.url().endsWith('/selectrealm')) await realmChoice.click();
  await openConsole(page);
  if (!resumed) await keepSession(page, key);
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
