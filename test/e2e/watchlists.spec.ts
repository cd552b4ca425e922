// Watchlists against the real platform and its licence plate engine (issue 32): the demo gate
// camera's video analytics page lists the VAE config the demo seeds for it (one is made there when
// it is missing) and shows the engine's figures and the plates it reads with their crops; in
// Settings → Watchlist License Plate Recognition an administrator adds an alarm list and import, from CSV, the plates the gate's next vehicles
// carry (the scene's generator says which) — a refused row comes back to be corrected; the alarm of
// the next passage arrives with the plate's crop and is acknowledged; the plate reads are found by
// part of a plate. axe runs over both pages, in English and Arabic.
import { expect, type Page, test } from '@playwright/test';
import { PLATE_PASSAGE_MS, plateTraffic } from '../../shared/analytics/plateTraffic';
import { DEMO_PLATE_CAMERA } from '../../server/sim/seedDemo';
import { plateKey } from '../../shared/watchlists/watchlists';
import { acknowledgeHits } from './acknowledgeHits';
import { expectAccessible } from './expectAccessible';
import { openWorkspace } from './logIn';
import { pageGraphql as graphql } from './pageGraphql';
import { E2E_PATIENCE } from './patience';

const GATE = `demo-hq-${DEMO_PLATE_CAMERA.suffix}`;
const traffic = plateTraffic(DEMO_PLATE_CAMERA.seed);

/** Deletes this spec's watchlists. The gate's VAE config stays: deleting it would stop the gate's
 *  analysis for the specs after this one. */
async function cleanUp(page: Page) {
  const { watchlists } = await graphql<{ watchlists: Array<{ id: string; name: string }> }>(
    page,
    '{ watchlists { id name } }',
  );
  for (const list of watchlists.filter((l) => l.name.startsWith('E2E'))) {
    await graphql(page, 'mutation ($id: ID!) { deleteWatchlist(id: $id) }', { id: list.id });
  }
}

/** Whether the gate has a License Plate config already (an earlier run of this spec on this server). */
async function gateConfigured(page: Page): Promise<boolean> {
  const { vaeConfigs } = await graphql<{ vaeConfigs: Array<{ template: string }> }>(
    page,
    'query ($d: ID) { vaeConfigs(deviceId: $d) { template } }',
    { d: GATE },
  );
  return vaeConfigs.some((c) => c.template === 'lpr');
}

test.describe('watchlists and plate reads (issue 32)', () => {
  test.describe.configure({ timeout: 150_000 * E2E_PATIENCE });

  test.afterEach(async ({ page }) => {
    await cleanUp(page).catch(() => undefined);
  });

  test("the gate's VAE page reads plates; an enrolled plate's alarm arrives with its crop and is acknowledged; reads are found by part of a plate", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await openWorkspace(page, 'admin');
    await cleanUp(page);

    // The camera's video analytics page: a config from the License Plate template.
    await page.goto(`/view/camera/vae/${GATE}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: /^Video analytics: / })).toBeVisible();
    const card = main.locator('[data-config="lpr"]');
    if (!(await gateConfigured(page))) {
      const add = main.getByRole('form', { name: 'Add a configuration' });
      await add.getByLabel('Name', { exact: true }).fill('Gate plates');
      await add.getByLabel('Requested fps').fill('2');
      await add.getByRole('button', { name: 'Create' }).click();
    }
    // The demo seeds the gate's config, so its page lists it out of the box.
    await expect(card.getByRole('heading', { name: 'Gate plates' })).toBeVisible();
    // The engine's figures and the plates it reads, each with its crop.
    await expect(card.getByText('Engine fps')).toBeVisible();
    const reads = main.getByRole('table', { name: 'Latest plate reads' });
    await expect(reads.locator('tbody tr').first()).toBeVisible({ timeout: 45_000 * E2E_PATIENCE });
    const crop = reads.locator('tbody tr').first().locator('img');
    await expect.poll(() => crop.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page, "the gate's video analytics page");

    // Settings → Watchlist License Plate Recognition: an alarm list.
    await page.goto('/view/WatchlistLicensePlate');
    await main.getByRole('button', { name: 'Add watchlist' }).click();
    const settings = main.getByRole('form', { name: 'Add watchlist' });
    await settings.getByLabel('Name', { exact: true }).fill('E2E stolen vehicles');
    await settings.getByLabel('A hit raises').selectOption('alarm');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByRole('navigation', { name: 'Watchlists' }).getByText('E2E stolen vehicles')).toBeVisible();

    // The plates of the gate's next vehicles, from CSV; one row the platform refuses.
    const now = Date.now();
    const next = Math.floor(now / PLATE_PASSAGE_MS) + 1;
    const coming = [0, 1, 2, 3, 4, 5].map((i) => traffic.passage(next + i));
    const csv = ['plate,name,notes', ...coming.map((p, i) => `${p.plate},Vehicle ${i + 1},E2E`), '???,Broken,'].join(
      '\n',
    );
    await main.getByLabel('CSV', { exact: true }).fill(csv);
    await main.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(main.getByText(`${coming.length} added, 1 refused.`, { exact: false })).toBeVisible();
    // Nothing is lost: the refused row waits in the box to be corrected.
    await expect(main.getByLabel('CSV', { exact: true })).toHaveValue(/\?\?\?,Broken/);
    await expect(main.getByRole('table', { name: 'Refused rows' })).toContainText('Plate should not be empty');
    for (const passage of coming) await expect(main.locator(`[data-entry="${passage.text}"]`)).toBeVisible();
    await expectAccessible(page, 'the License Plate watchlist page');

    // The next passage's alarm: waiting for acknowledgement, with the plate's crop.
    await expect
      .poll(
        async () => {
          const { requireAcknowledgeEntries } = await graphql<{
            requireAcknowledgeEntries: Array<{ context: string; message: string }>;
          }>(page, 'query ($f: AuditEntryFilter!) { requireAcknowledgeEntries(filter: $f) { context message } }', {
            f: { from: now, limit: 100 },
          });
          return requireAcknowledgeEntries.some((e) => e.message.startsWith('Watchlist E2E stolen vehicles:'));
        },
        { timeout: 60_000 * E2E_PATIENCE, intervals: [1_000] },
      )
      .toBe(true);
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: /Acknowledge/ })
      .click();
    const popup = page.getByRole('dialog', { name: 'Event acknowledgment' });
    const item = popup.getByRole('listitem').filter({ hasText: 'Watchlist E2E stolen vehicles:' }).first();
    await expect(item).toBeVisible();
    await item.getByRole('button').click();
    const image = popup.locator('img').first();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: /Acknowledge/ })
      .click();
    const hits = popup.getByRole('listitem').filter({ hasText: 'Watchlist E2E stolen vehicles:' });
    // The popup reads the pending events as it opens.
    await acknowledgeHits(popup, hits);
    await page.keyboard.press('Escape');

    // Plate reads by part of a plate: the enrolled vehicle's read, a hit, with its crop.
    await page.goto('/view/WatchlistLicensePlate');
    const search = main.getByRole('region', { name: 'Plate reads' });
    await search.getByLabel('Only watchlist hits').check();
    const hit = search.locator('tbody tr').filter({ hasText: 'E2E stolen vehicles' }).first();
    await expect(hit).toBeVisible({ timeout: 15_000 * E2E_PATIENCE });
    const plate = (await hit.getAttribute('data-plate')) ?? '';
    // The read may confuse B/8, S/5, O/0 or I/1 (as the watchlist's match allows): compared by that key.
    expect(coming.map((p) => plateKey(p.text))).toContain(plateKey(plate));
    await search.getByLabel('Only watchlist hits').uncheck();
    await search.getByLabel('Plate contains').fill(plate.slice(1, 5).toLowerCase());
    const row = search.locator(`tr[data-plate="${plate}"]`).first();
    await expect(row).toBeVisible({ timeout: 15_000 * E2E_PATIENCE });
    await expect(row).toContainText('E2E stolen vehicles');
    await expect
      .poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('the watchlist and VAE pages in Arabic pass axe and keep plates left to right', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 1000 });
    await openWorkspace(page, 'admin');
    await page.evaluate(() => localStorage.setItem('language', 'ar_AE'));
    await page.goto('/view/WatchlistLicensePlate');
    const main = page.getByRole('main');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'the License Plate watchlist page in Arabic');
    await page.goto(`/view/camera/vae/${GATE}`);
    await expect(main.getByRole('heading', { name: /^تحليلات الفيديو/ })).toBeVisible();
    await expectAccessible(page, 'the video analytics page in Arabic');
    await page.evaluate(() => localStorage.removeItem('language'));
  });
});
