// Issue 34 against the real platform: an administrator sets the installation's settings in
// Settings → Installation Settings — the updates host Install App then offers the Windows
// installer from, and error reporting to a DSN served by a receiver this spec starts, which parses
// the Sentry envelopes the browser console sends (through the platform) once the page loads with
// reporting on. A Polish operator's refused login reads in Polish; /example shows the controls.
import { expect, type Page, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { logIn, openWorkspace } from './logIn';
import { allowTime, E2E_PATIENCE } from './patience';

interface Envelope {
  header: Record<string, unknown>;
  items: Array<Record<string, unknown>>;
}

/** A stand-in for the error-reporting service on 127.0.0.1: keeps each envelope, parsed. */
async function startReceiver() {
  const envelopes: Envelope[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const [header = '{}', ...items] = Buffer.concat(chunks).toString('utf8').split('\n').filter(Boolean);
      envelopes.push({ header: JSON.parse(header), items: items.map((line) => JSON.parse(line)) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://e2ekey@127.0.0.1:${port}/7`,
    envelopes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The settings back as the demo has them, whatever the test left (a GraphQL call of the page's session). */
async function resetSettings(page: Page) {
  await page.evaluate(async () => {
    await fetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Vantage-Request': '1' },
      body: JSON.stringify({
        query: 'mutation($s: InstallationSettingsInput!) { updateInstallationSettings(settings: $s) { updatesHost } }',
        variables: { s: { updatesHost: null, errorReportingEnabled: false, errorReportingDsn: null } },
      }),
    });
  });
}

test.describe('installation settings (issue 34)', () => {
  allowTime(90_000);

  test('a Polish operator’s refused login reads in Polish', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('language', 'pl_PL'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');
    await page.getByLabel('Nazwa użytkownika').fill('operator');
    await page.getByLabel('Hasło').fill('not-the-password');
    await page.getByRole('button', { name: 'Zaloguj' }).click();
    await expect(page.getByRole('alert')).toHaveText('[401] Nieprawidłowa nazwa użytkownika lub hasło');
  });

  test('the updates host and error reporting an administrator sets work at once', async ({ page }) => {
    const receiver = await startReceiver();
    try {
      await openWorkspace(page, 'admin');
      await page.goto('/view/InstallationSettings');
      const form = page.getByRole('main');
      await expect(form.getByRole('heading', { name: 'Installation Settings' })).toBeVisible();
      await form.getByLabel('Updates host').fill('updates.example.com/vantage');
      await form.getByRole('textbox', { name: 'DSN' }).fill(receiver.dsn);
      await form.getByRole('switch', { name: /Report errors/ }).check();
      await form.getByLabel('Login page header colour').fill('blue');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('A colour is written #rgb or #rrggbb')).toBeVisible();
      await form.getByLabel('Login page header colour').fill('');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Installation settings saved')).toBeVisible();

      // Install App offers the Windows installer from the host just set.
      await page.goto('/guilist');
      await page.getByRole('button', { name: 'Install App' }).click();
      await expect(page.getByRole('dialog').getByRole('link', { name: /Windows 10/ })).toHaveAttribute(
        'href',
        /^https:\/\/updates\.example\.com\/vantage\/win10-x64\/localhost\/Vantage-Setup-/,
      );

      // A page loaded with reporting on reports an error, scrubbed, to the DSN through the platform.
      await page.goto('/example');
      await expect(page.getByRole('heading', { name: 'Example' })).toBeVisible();
      // Reporting starts once the page has read the parameters: an error thrown until it has is lost.
      await expect
        .poll(
          async () => {
            await page.evaluate(() => {
              setTimeout(() => {
                throw new Error('Snapshot failed for rtsp://admin:secret@10.0.0.9/live?token=abc');
              });
            });
            // The SDK's session envelope may come first: wait for the error's.
            return receiver.envelopes.some((e) => e.items.some((item) => 'exception' in item));
          },
          { timeout: 20_000 * E2E_PATIENCE },
        )
        .toBe(true);
      const event = receiver.envelopes.flatMap((e) => e.items).find((item) => 'exception' in item) as
        { exception: { values: Array<{ value: string }> }; user?: unknown } | undefined;
      expect(event?.exception.values[0]?.value).toBe('Snapshot failed for rtsp://10.0.0.9/live');
      expect(event?.user).toBeUndefined();
      expect(receiver.envelopes[0]?.header.dsn).toBe(receiver.dsn);
    } finally {
      await resetSettings(page);
      await receiver.close();
    }
  });

  test('/example shows the console’s controls in the user’s language', async ({ page }) => {
    await logIn(page, 'operator');
    await page.evaluate(() => localStorage.setItem('language', 'ar_AE'));
    await page.goto('/example');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'مثال' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'مطلوب صلاحيات المسؤول' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('language', 'en_US'));
  });
});
