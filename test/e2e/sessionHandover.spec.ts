// Issue 33: a browser console carried to another node of the cluster by its banner's link arrives
// signed in, on the page it was on. The e2e platform is one node, reached here under two origins
// (localhost, the suite's, and 127.0.0.1): a page on one cannot send the other its session cookie,
// exactly as between two nodes, and every node trades a token the same way, from the database they
// share. The banner that makes the link is covered by NodeLostBanner.test.tsx; here the console
// asks its node for a token as the banner's watch does.
import { expect, test } from '@playwright/test';
import { AUTH_PATHS, PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../shared/auth/loginApi';
import { type HandoverGrant, pageOnNode } from '../../shared/cluster/sessionHandover';
import { expectAccessible } from './expectAccessible';
import { logIn } from './logIn';

test('a console carried to another node by its hand-over link arrives signed in on its page, and the link works once', async ({
  page,
  browser,
  baseURL,
}) => {
  await logIn(page, 'admin');
  await page.goto('/view/Servers');
  await expect(page.getByRole('heading', { name: 'Servers' })).toBeVisible();
  const grant = await page.evaluate(
    async ({ path, header, value }) =>
      (await (await fetch(path, { method: 'POST', headers: { [header]: value }, body: '{}' })).json()) as HandoverGrant,
    { path: AUTH_PATHS.handover, header: PREFLIGHT_HEADER, value: PREFLIGHT_VALUE },
  );
  const otherNode = (baseURL ?? '').replace('localhost', '127.0.0.1');
  const link = pageOnNode(new URL(page.url()), otherNode, grant.token);

  const there = await browser.newContext();
  const landed = await there.newPage();
  await landed.goto(link);
  await expect(landed).toHaveURL(`${otherNode}/view/Servers`);
  await expect(landed.getByRole('heading', { name: 'Servers' })).toBeVisible();
  await expect(landed.getByRole('cell', { name: /this server/ })).toBeVisible();
  await there.close();

  const again = await browser.newContext();
  const refused = await again.newPage();
  await refused.goto(link);
  await expect(refused.getByRole('alert')).toHaveText('The link is invalid or has expired');
  await expect(refused).toHaveURL(`${otherNode}/handover`);
  await expectAccessible(refused, 'a spent hand-over link');
  await refused.getByRole('link', { name: 'Back to login' }).click();
  await expect(refused.getByLabel('User name')).toBeVisible();
  await again.close();
});
