// The logged-out flows of spec 1 §2.1 with their validation messages of §5, against the real
// platform: e-mail is read from the server's mail pickup folder, and users in the states these
// flows need are created by test/e2e/e2eServerFiles.ts (each test its own user, so any order works).
import { expect, test, type Page } from '@playwright/test';
import { createOperatorCopy, issueActivationSecret, mailbox } from './e2eServerFiles';

async function submitLogin(page: Page, name: string, password: string) {
  await page.goto('/');
  await page.getByLabel('User name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The account works with this password (the licence page, or beyond, follows) and not with the old one. */
async function expectPasswordWorks(page: Page, name: string, password: string, oldPassword: string) {
  await submitLogin(page, name, oldPassword);
  await expect(page.getByRole('alert')).toHaveText('[401] Invalid user name or password');
  await submitLogin(page, name, password);
  await expect(page).toHaveURL(/\/(license|selectrealm|guilist)$/);
}

const SET_PASSWORD_MISMATCH = "Passwords in 'New password' and 'Confirm new password' fields not equals";

test.describe('logged out', () => {
  test('recover account: request a link by e-mail, open it, set a new password, log in with it', async ({ page }) => {
    const user = createOperatorCopy('e2e-recover');
    await page.goto('/');
    await page.getByRole('link', { name: 'Recover account' }).click();
    await expect(page).toHaveURL(/\/recover\/account$/);

    // §5: enabled only when longer than 1 character and containing '@'.
    const email = page.getByLabel('E-mail');
    const restore = page.getByRole('button', { name: 'Restore Password' });
    await expect(restore).toBeDisabled();
    await email.fill('@');
    await expect(restore).toBeDisabled();
    await email.fill('operator.vantage.local');
    await expect(restore).toBeDisabled();
    await email.fill(user.email);
    await expect(restore).toBeEnabled();

    const inbox = mailbox(user.email);
    await restore.click();
    await expect(
      page.getByText('If the address belongs to an account, a recovery link has been sent to it.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();

    const mail = await inbox.next();
    expect(mail.subject).toBe('Vantage: recover your account');
    const link = /https?:\/\/\S+\/recover\/password\/[\w-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();

    const save = page.getByRole('button', { name: 'Save password' });
    await save.click();
    await expect(page.getByText(SET_PASSWORD_MISMATCH)).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('recovered-1');
    await page.getByLabel('Confirm new password').fill('recovered-2');
    await save.click();
    await expect(page.getByText(SET_PASSWORD_MISMATCH)).toBeVisible();
    await page.getByLabel('Confirm new password').fill('recovered-1');
    await save.click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

    // The link is single-use.
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('again-and-again');
    await page.getByLabel('Confirm new password').fill('again-and-again');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('alert')).toContainText('The link is invalid or has expired');

    await expectPasswordWorks(page, user.name, 'recovered-1', user.password);
  });

  test('confirm e-mail: /confirm/email/{secret} sets the password that activates the account', async ({ page }) => {
    const user = createOperatorCopy('e2e-activate', { emailConfirmed: false });
    const secret = issueActivationSecret(user.name);

    await page.goto('/confirm/email/not-a-valid-secret');
    await page.getByLabel('New password', { exact: true }).fill('activated-1');
    await page.getByLabel('Confirm new password').fill('activated-1');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('alert')).toContainText('The link is invalid or has expired');

    await page.goto(`/confirm/email/${secret}`);
    await expect(page.getByRole('heading', { name: 'Activate account' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('activated-1');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText(SET_PASSWORD_MISMATCH)).toBeVisible();
    await page.getByLabel('Confirm new password').fill('activated-1');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

    await expectPasswordWorks(page, user.name, 'activated-1', user.password);
  });

  test('password expired: login leads to /passwordexpired, which changes the password', async ({ page }) => {
    const user = createOperatorCopy('e2e-expired', { passwordExpired: true });
    await submitLogin(page, user.name, user.password);
    await expect(page).toHaveURL(/\/passwordexpired$/);
    await expect(page.getByRole('heading', { name: 'Password expired' })).toBeVisible();

    const change = page.getByRole('button', { name: 'Change password' });
    await expect(change).toBeDisabled();
    await page.getByLabel('Current password').fill(user.password);
    await page.getByLabel('New password', { exact: true }).fill('renewed-1');
    await page.getByLabel('Password confirmation').fill('renewed-2');
    await change.click();
    await expect(page.getByText('New password and password confirmation do not match.')).toBeVisible();

    await page.getByLabel('Current password').fill('wrong-current');
    await page.getByLabel('Password confirmation').fill('renewed-1');
    await change.click();
    await expect(page.getByRole('alert')).toHaveText(/^\[\d+\] .+/);
    await expect(page).toHaveURL(/\/passwordexpired$/);

    await page.getByLabel('Current password').fill(user.password);
    await change.click();
    await expect(page).toHaveURL(/\/(license|selectrealm|guilist)$/);

    // Leave the console before dropping the session: a request it still makes would get a 401 and
    // reload the page (spec 1 §4), which would cut the next navigation short.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await expectPasswordWorks(page, user.name, 'renewed-1', user.password);
  });

  test('confirm code: login leads to /confirm/code and the e-mailed code completes it', async ({ page }) => {
    const user = createOperatorCopy('e2e-code', { verifyLogin: true });
    const inbox = mailbox(user.email);
    await submitLogin(page, user.name, user.password);
    await expect(page).toHaveURL(/\/confirm\/code$/);
    await expect(page.getByRole('heading', { name: 'Verify login' })).toBeVisible();

    const mail = await inbox.next();
    expect(mail.subject).toBe('Vantage: verification code');
    const code = /verification code is (\d{6})/.exec(mail.text)?.[1];
    expect(code, mail.text).toBeTruthy();

    // §5: enabled only when non-empty; a wrong code is a '[code] message' banner.
    const verify = page.getByRole('button', { name: 'Verify' });
    await expect(verify).toBeDisabled();
    const field = page.getByLabel('Verification code');
    await field.fill(code === '000000' ? '111111' : '000000');
    await expect(verify).toBeEnabled();
    await verify.click();
    await expect(page.getByRole('alert')).toHaveText('[400] Invalid or expired verification code');

    await field.fill(code!);
    await verify.click();
    await expect(page).toHaveURL(/\/(license|selectrealm|guilist)$/);
  });
});
