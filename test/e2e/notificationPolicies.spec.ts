// Settings → Notification Policies against the real platform (issue 28): an administrator adds a
// policy whose webhook points at a receiver this spec runs, sends a test from the editor, raises an
// event on a camera, and sees both sends in the policy's log; the receiver checks each delivery's
// HMAC-SHA256 signature with the secret typed into the form.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { openWorkspace } from './logIn';
import { pageGraphql } from './pageGraphql';
import { E2E_PATIENCE } from './patience';

const SECRET = 'e2e-receiver-secret';

interface Delivery {
  signed: boolean;
  body: { test: boolean; policy: { name: string }; event: { id: string | null } };
}

test.describe('notification policies', () => {
  const deliveries: Delivery[] = [];
  let receiver: http.Server;
  let url: string;
  test.beforeAll(async () => {
    receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const expected = `sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`;
        deliveries.push({
          signed: request.headers['x-vantage-signature'] === expected,
          body: JSON.parse(raw) as Delivery['body'],
        });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/events`;
  });
  test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  test('an administrator adds a webhook policy, tests it and sees an event sent in its log', async ({ page }) => {
    const name = `Gate webhook ${Date.now().toString(36)}`;
    await openWorkspace(page, 'admin');
    await page.goto('/view/NotificationPolicies');
    await expect(page.getByRole('heading', { name: 'Notification Policies', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add policy' }).click();
    await page.getByLabel('Name', { exact: true }).fill(name);
    // Every event of the realm, not only those waiting for acknowledgement.
    await page.getByRole('switch', { name: /Only events that need acknowledgement/ }).uncheck();
    await page.getByLabel('URL', { exact: true }).fill(url);
    // Saving without a secret is refused under the field, in the platform's own words.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('A webhook needs a secret to sign its deliveries')).toBeVisible();
    await page.getByLabel('Secret', { exact: true }).fill(SECRET);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Notification policy saved')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Policy: ${name}` })).toBeVisible();
    const list = page.getByRole('table', { name: 'Notification Policies' });
    await expect(list.getByRole('row').filter({ hasText: name })).toContainText('Webhook');

    // The test button: a signed delivery marked as a test, and its row in the log.
    await page.getByRole('button', { name: 'Send test' }).click();
    await expect(page.getByText('Test notification sent over every channel')).toBeVisible();
    const log = page.getByRole('table', { name: 'Send log' });
    await expect(log.getByRole('row').filter({ hasText: 'Test' }).first()).toContainText('Sent');
    expect(deliveries.find((d) => d.body.test && d.body.policy.name === name)?.signed).toBe(true);

    // An event raised on a camera reaches the receiver and is in the log by its id.
    const cameras = await pageGraphql<{ devicesByAspectTypes: Array<{ id: string }> }>(
      page,
      '{ devicesByAspectTypes(types: ["Media"]) { id } }',
    );
    const created = await pageGraphql<{ createEvent: Array<{ context: string | null; error: string | null }> }>(
      page,
      'mutation($e: [CreateEventInput!]!) { createEvent(events: $e) { context error } }',
      { e: [{ obj: cameras.devicesByAspectTypes[0]?.id, createdAt: Date.now(), eventType: 'Alert', message: name }] },
    );
    const eventId = created.createEvent[0]?.context ?? '';
    expect(eventId).not.toBe('');
    await expect
      .poll(() => deliveries.find((d) => d.body.event.id === eventId && d.body.policy.name === name)?.signed)
      .toBe(true);
    // The log row is written with the sends of the same moment, just after the delivery: the
    // administrator refreshes until it is there.
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh', exact: true }).click();
      await expect(log.getByRole('row').filter({ hasText: eventId })).toContainText('Sent', {
        timeout: 1000 * E2E_PATIENCE,
      });
    }).toPass();

    // Deleted after the question; the list no longer has it.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(list.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });
});
