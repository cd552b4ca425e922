// Faces against the real platform and its face engine (issue 32): the demo lobby camera shows three
// people in turn, one of them Eileen Collins (assets/demo-faces). In Settings → Watchlist Facial
// Recognition an administrator adds an alarm list and enrols her portrait through the entry form;
// her next passage's alarm arrives with her face's crop and is acknowledged; the faces search lists
// the strangers the lobby showed as unknown, each with its crop, and her passage as a match. axe
// runs over the page.
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { FACE_PASSAGE_MS, FACE_PEOPLE } from '../../shared/analytics/faceTraffic';
import { acknowledgeHits } from './acknowledgeHits';
import { expectAccessible } from './expectAccessible';
import { openWorkspace } from './logIn';
import { pageGraphql } from './pageGraphql';
import { E2E_PATIENCE } from './patience';

const ENROLLED = FACE_PEOPLE[0];
const PORTRAIT = path.join(__dirname, '..', '..', 'assets', 'demo-faces', 'eileen-collins.jpg');
const LIST = 'E2E lobby visitors';

/** Deletes this spec's watchlists. */
async function cleanUp(page: Page) {
  const { watchlists } = await pageGraphql<{ watchlists: Array<{ id: string; name: string }> }>(
    page,
    '{ watchlists(kind: facial) { id name } }',
  );
  for (const list of watchlists.filter((l) => l.name.startsWith('E2E'))) {
    await pageGraphql(page, 'mutation ($id: ID!) { deleteWatchlist(id: $id) }', { id: list.id });
  }
}

test.describe('faces and the Facial watchlist (issue 32)', () => {
  // Her passage comes every third one of the lobby's cycle: up to a whole cycle and a passage's
  // settling before her alarm, under CI's load.
  test.describe.configure({ timeout: 180_000 * E2E_PATIENCE });

  test.afterEach(async ({ page }) => {
    await cleanUp(page).catch(() => undefined);
  });

  test("an enrolled portrait's alarm arrives with the face's crop and is acknowledged; unknown faces are listed", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await openWorkspace(page, 'admin');
    await cleanUp(page);

    // Settings → Watchlist Facial Recognition: an alarm list, her portrait enrolled.
    await page.goto('/view/WatchlistFacial');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Add watchlist' }).click();
    const settings = main.getByRole('form', { name: 'Add watchlist' });
    await settings.getByLabel('Name', { exact: true }).fill(LIST);
    await settings.getByLabel('A hit raises').selectOption('alarm');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByRole('navigation', { name: 'Watchlists' }).getByText(LIST)).toBeVisible();
    const entry = main.getByRole('form', { name: 'Add entry' });
    await entry.getByLabel('Name', { exact: true }).fill(ENROLLED.name);
    await entry.locator('input[type="file"]').setInputFiles(PORTRAIT);
    await expect(entry.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    const since = Date.now();
    await entry.getByRole('button', { name: 'Add entry' }).click();
    // The platform described the portrait (a photo without a face is refused): she is enrolled.
    await expect(main.locator(`[data-entry="${ENROLLED.name}"]`)).toBeVisible({ timeout: 30_000 * E2E_PATIENCE });
    await expectAccessible(page, 'the Facial watchlist page');

    // Her next passage's alarm, waiting for acknowledgement.
    await expect
      .poll(
        async () => {
          const { requireAcknowledgeEntries } = await pageGraphql<{
            requireAcknowledgeEntries: Array<{ message: string }>;
          }>(page, 'query ($f: AuditEntryFilter!) { requireAcknowledgeEntries(filter: $f) { message } }', {
            f: { from: since, limit: 100 },
          });
          return requireAcknowledgeEntries.some((e) => e.message === `Watchlist ${LIST}: ${ENROLLED.name}`);
        },
        { timeout: (3 * FACE_PASSAGE_MS + 60_000) * E2E_PATIENCE, intervals: [1_000] },
      )
      .toBe(true);
    const acknowledge = page.getByRole('contentinfo').getByRole('button', { name: /Acknowledge/ });
    await acknowledge.click();
    const popup = page.getByRole('dialog', { name: 'Event acknowledgment' });
    const hits = popup.getByRole('listitem').filter({ hasText: `Watchlist ${LIST}: ${ENROLLED.name}` });
    await expect(hits.first()).toBeVisible();
    // Her face's crop is the event's image.
    await hits.first().getByRole('button').click();
    const image = popup.locator('img').first();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await acknowledge.click();
    await acknowledgeHits(popup, hits);
    await page.keyboard.press('Escape');

    // The faces seen: the strangers as unknown with their crops, and her passage as a match.
    await page.goto('/view/WatchlistFacial');
    const search = main.getByRole('region', { name: 'Faces seen' });
    await search.getByLabel('Faces', { exact: true }).selectOption('unmatched');
    const stranger = search.locator('tbody tr').first();
    await expect(stranger).toContainText('Unknown', { timeout: 15_000 * E2E_PATIENCE });
    await expect(stranger).toContainText('Demo HQ Lobby');
    await expect
      .poll(() => stranger.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await search.getByLabel('Faces', { exact: true }).selectOption('matched');
    const match = search.locator('tbody tr').filter({ hasText: LIST }).first();
    await expect(match).toContainText(ENROLLED.name, { timeout: 15_000 * E2E_PATIENCE });
    await expectAccessible(page, 'the faces search');
  });
});
