// Wall display pages (issue 30) driven through the platform's API: two browsers without a session
// are paired with the two displays of a wall by the codes they show; a camera pushed to display 2
// paints on its page (how soon: bench/walls); a preset recall changes every display at once (display 1 into a
// four-cell layout) whose cells offer no operator's controls and keep the wall's order in Arabic;
// unpairing sends a page back to showing a code. (The console's side — the
// Devices → Video Walls section and the VMX widget — is vmx.spec.ts; a platform restart is
// server/walls/wallReconnect.integration.test.ts: this harness cannot restart its platform.)
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './expectAccessible';
import { logIn } from './logIn';
import { pageGraphql } from './pageGraphql';
import { HQ_CAMERAS } from './video';
import { E2E_PATIENCE } from './patience';

/** A wall PC's browser: its own context and no session, at /wall, showing its pairing code. */
async function wallPage(browser: Browser): Promise<{ page: Page; code: string }> {
  const context = await browser.newContext({ viewport: { width: 960, height: 540 } });
  const page = await context.newPage();
  await page.goto('/wall');
  const code = page.getByTestId('wall-pairing-code');
  await expect(code).toHaveText(/^\d{6}$/);
  return { page, code: (await code.textContent()) ?? '' };
}

const CONTENT =
  'mutation ($w: ID!, $i: Int!, $c: WallContentInput!) { setWallDisplayContent(wallId: $w, displayIndex: $i, content: $c) { id } }';

test.describe('wall display pages (issue 30)', () => {
  test.describe.configure({ timeout: 90_000 * E2E_PATIENCE });

  test('pairs two pages by their codes; a pushed camera paints; a preset recall changes every display', async ({
    page,
    browser,
  }) => {
    await logIn(page, 'admin');
    const { createVideoWall: wall } = await pageGraphql<{ createVideoWall: { id: string } }>(
      page,
      'mutation { createVideoWall(wall: { name: "E2E wall pages", rows: 1, columns: 2 }) { id } }',
    );
    const left = await wallPage(browser);
    await expectAccessible(left.page, 'the wall pairing page');
    const right = await wallPage(browser);
    const accept = (code: string, index: number) =>
      pageGraphql(
        page,
        'mutation ($c: String!, $w: ID!, $i: Int!) { acceptWallPairing(code: $c, wallId: $w, displayIndex: $i) { id } }',
        {
          c: code,
          w: wall.id,
          i: index,
        },
      );
    await accept(left.code, 0);
    await accept(right.code, 1);
    // Paired, each page shows which display it is until the wall puts something on it.
    await expect(left.page.getByText('Display 1', { exact: true })).toBeVisible({ timeout: 10_000 * E2E_PATIENCE });
    await expect(right.page.getByText('Display 2', { exact: true })).toBeVisible({ timeout: 10_000 * E2E_PATIENCE });

    // An alarm's camera pushed to display 2: its page paints it. The time it took is told, not
    // judged (issue 30's 2 s target is bench/walls' command to painted, p95 over runs).
    const camera = HQ_CAMERAS[0]!;
    const pushed = Date.now();
    await pageGraphql(
      page,
      'mutation ($w: ID!, $c: ID!) { pushCameraToWall(wallId: $w, displayIndex: 1, cameraId: $c) { id } }',
      {
        w: wall.id,
        c: camera.id,
      },
    );
    const cell = right.page.getByTestId('camera-cell');
    await expect(cell).toHaveAttribute('data-device-id', camera.id, { timeout: 15_000 * E2E_PATIENCE });
    await expect(cell).toHaveAttribute('data-time', /^\d+$/, { timeout: 15_000 * E2E_PATIENCE });
    test.info().annotations.push({ type: 'push to painted (ms)', description: String(Date.now() - pushed) });
    await expectAccessible(right.page, 'a wall display playing a camera');

    // A preset of the whole wall: display 1 with two cameras in four cells, display 2 another camera.
    await pageGraphql(page, CONTENT, {
      w: wall.id,
      i: 0,
      c: { layout: 4, cameraIds: [HQ_CAMERAS[1]!.id, HQ_CAMERAS[2]!.id] },
    });
    await pageGraphql(page, CONTENT, { w: wall.id, i: 1, c: { cameraIds: [HQ_CAMERAS[3]!.id] } });
    const saved = await pageGraphql<{ saveWallPreset: { presets: Array<{ id: string; name: string }> } }>(
      page,
      'mutation ($w: ID!) { saveWallPreset(wallId: $w, name: "Night") { presets { id name } } }',
      { w: wall.id },
    );
    const night = saved.saveWallPreset.presets.find((p) => p.name === 'Night')!;
    await pageGraphql(page, CONTENT, { w: wall.id, i: 0, c: { cameraIds: [] } });
    await pageGraphql(page, CONTENT, { w: wall.id, i: 1, c: { cameraIds: [camera.id] } });
    await expect(left.page.getByTestId('camera-cell')).toHaveCount(0);

    await pageGraphql(page, 'mutation ($w: ID!, $p: ID!) { recallWallPreset(wallId: $w, presetId: $p) { id } }', {
      w: wall.id,
      p: night.id,
    });
    const leftCells = left.page.getByTestId('camera-cell');
    await expect(leftCells).toHaveCount(4);
    await expect(leftCells.nth(0)).toHaveAttribute('data-device-id', HQ_CAMERAS[1]!.id);
    await expect(leftCells.nth(1)).toHaveAttribute('data-device-id', HQ_CAMERAS[2]!.id);
    await expect(leftCells.nth(0)).toHaveAttribute('data-time', /^\d+$/, { timeout: 15_000 * E2E_PATIENCE });
    await expect(leftCells.nth(1)).toHaveAttribute('data-time', /^\d+$/, { timeout: 15_000 * E2E_PATIENCE });
    await expect(right.page.getByTestId('camera-cell')).toHaveAttribute('data-device-id', HQ_CAMERAS[3]!.id);
    await expect(right.page.getByTestId('camera-cell')).toHaveAttribute('data-time', /^\d+$/, {
      timeout: 15_000 * E2E_PATIENCE,
    });

    // Nobody operates a wall: its cells name their camera but offer no controls, menus or buttons.
    await expect(leftCells.nth(0).getByText(HQ_CAMERAS[1]!.name)).toBeVisible();
    await expect(left.page.getByRole('toolbar')).toHaveCount(0);
    await expect(left.page.getByRole('button')).toHaveCount(0);
    // A wall PC in Arabic keeps the wall's own cell order, cell 1 top left, as every VMX shows it.
    await left.page.evaluate(() => localStorage.setItem('language', 'ar_AE'));
    await left.page.reload();
    await expect(left.page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(leftCells.nth(1)).toHaveAttribute('data-device-id', HQ_CAMERAS[2]!.id, {
      timeout: 10_000 * E2E_PATIENCE,
    });
    const [first, second] = [await leftCells.nth(0).boundingBox(), await leftCells.nth(1).boundingBox()];
    expect(first!.x).toBeLessThan(second!.x);

    // Unpaired: the page forgets its token and shows a new code.
    await pageGraphql(page, 'mutation ($w: ID!) { unpairWallDisplay(wallId: $w, displayIndex: 1) { id } }', {
      w: wall.id,
    });
    await expect(right.page.getByTestId('wall-pairing-code')).toHaveText(/^\d{6}$/, { timeout: 10_000 * E2E_PATIENCE });
    await expect(right.page.getByTestId('camera-cell')).toHaveCount(0);

    await pageGraphql(page, 'mutation ($w: ID!) { deleteVideoWall(id: $w) }', { w: wall.id });
    await left.page.context().close();
    await right.page.context().close();
  });
});
