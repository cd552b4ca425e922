// Users and realm settings against the real platform (spec 3 §2.1 /view/user/add, §3.6, §7.2;
// spec 1 §2.5, §4): an administrator of Demo Branch adds a user in Access → Users and that user
// logs in; the administrator then points the realm's e-mail at a real SMTP server started here,
// validates it with a test message, turns on the verification code, and the user's next login goes
// through /confirm/code with the code read from that server. Access → Audit shows both logins.
import { expect, type Browser, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { startSmtpTestServer, type SmtpTestServer } from '../../server/testing/smtpTestServer';
import { expectAccessible } from './expectAccessible';
import { logIn, openWorkspace } from './logIn';
import { pageGraphql } from './pageGraphql';
import { allowTime } from './patience';

const REALM = 'Demo Branch';
const ADMIN_EMAIL = 'branch-security@site.test';

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe('users and realm settings', () => {
  allowTime(120_000);
  let smtp: SmtpTestServer;
  test.beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  test.afterAll(async () => {
    await smtp.close();
  });

  test('an administrator adds a user who logs in, then with mfAuth on the login asks for the e-mailed code', async ({
    page,
    browser,
  }) => {
    const name = `guard-${randomBytes(3).toString('hex')}`;
    const email = `${name}@site.test`;
    const password = 'guard-secret-1';

    await openWorkspace(page, 'admin', REALM);
    await page.goto('/view/Users');
    await page.getByRole('button', { name: 'Add User' }).click();
    await expect(page).toHaveURL(/\/view\/user\/add$/);
    await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
    await expectAccessible(page, 'the Add User form');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill('something-else');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      "Passwords in 'New password' and 'Confirm new password' fields not equals",
    );
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/view\/Users$/);
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(name);
    const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(email);
    await expect(row).toContainText('Operator');

    // The new user logs in with the password the administrator gave.
    const user = await newPage(browser);
    await logIn(user, name, password);
    await user.context().close();

    // Realm Settings: the realm's own SMTP server, validated by a test message, and mfAuth on.
    await page.goto('/view/RealmSettings');
    await page.getByLabel('Administrator e-mail').fill(ADMIN_EMAIL);
    await page.getByLabel('SMTP server').fill('127.0.0.1');
    await page.getByLabel('Port', { exact: true }).fill(String(smtp.port));
    await page.getByLabel('Sender address').fill('vantage@site.test');
    await expect(page.getByRole('status').filter({ hasText: 'Not validated' })).toBeVisible();
    await page.getByRole('button', { name: 'Validate' }).click();
    await expect(page.getByText('Validated: a test message went through these settings.')).toBeVisible();
    // No administrator address is saved for the realm yet: the test message goes to the caller's.
    const test = await smtp.next('admin@vantage.local');
    expect(test.subject).toBe('Vantage: e-mail settings test');
    await page.getByRole('switch', { name: "Send the realm's e-mail through this server" }).check();
    await page.getByRole('switch', { name: /Verification code at login/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Realm settings saved')).toBeVisible();

    try {
      // The user's next login goes through the code the realm's SMTP server received.
      const second = await newPage(browser);
      await second.goto('/');
      await second.getByLabel('User name').fill(name);
      await second.getByLabel('Password').fill(password);
      await second.getByRole('button', { name: 'Login' }).click();
      await expect(second).toHaveURL(/\/confirm\/code/);
      const mail = await smtp.next(email);
      const code = mail.text.match(/verification code is (\S+)\./)?.[1] ?? '';
      expect(code).not.toBe('');
      await second.getByLabel('Verification code').fill(code);
      await second.getByRole('button', { name: 'Verify' }).click();
      await expect(second).toHaveURL(/\/(license|selectrealm|guilist)$/);
      await second.context().close();

      // Access → Audit names both logins of the user and the administrator's changes.
      await page.goto('/view/UserAudit');
      const audit = page.getByRole('table', { name: 'User Audit' });
      await expect(audit.getByRole('row').filter({ hasText: 'Login' }).filter({ hasText: name })).toHaveCount(2);
      await expect(audit.getByRole('row').filter({ hasText: 'User created' }).filter({ hasText: name })).toContainText(
        'admin',
      );
      await expect(audit.getByRole('row').filter({ hasText: 'Realm settings changed' }).first()).toContainText(
        'mfAuth',
      );
    } finally {
      // Other specs sign in to this server: the realm goes back to password-only logins.
      await pageGraphql(
        page,
        'mutation { updateCurrentRealm(realm: { mfAuth: false, emailSettings: { enabled: false } }) { id } }',
      );
    }
  });
});
