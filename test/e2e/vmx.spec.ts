// The console's side of video walls (issue 30): Devices → Video Walls adds a wall and pairs a wall
// display page by the code it shows; the VMX widget drops a camera on display 2 and the paired page
// paints its video (how soon: bench/walls, issue 30's command-to-painted target); a preset saved and recalled puts it back after the display was
// cleared; both screens pass axe and match their reference pictures in English and Arabic; an
// operator a policy denies wall:Control (made in the console's policy editor) sees the VMX
// read-only and the platform refuses their push.
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './expectAccessible';
import { openWorkspace } from './logIn';
import { dropCamera, HQ_CAMERAS } from './video';
import { graphql, postToPlatform } from './platformApi';
import { E2E_PATIENCE } from './patience';

const WALL = 'VMX e2e wall';
const POLICY = 'Wall watchers only';
const CREATE_GROUP = 'mutation ($g: GroupInput!) { createGroup(group: $g) { id } }';
const PUSH =
  'mutation ($id: ID!, $i: Int!, $cam: ID!) { pushCameraToWall(wallId: $id, displayIndex: $i, cameraId: $cam) { id } }';
const CAMERA = HQ_CAMERAS[1]!;

/** What changes from run to run (live thumbnails, online dots, toasts) keeps its place but is not drawn. */
function referencePicture(page: Page) {
  return {
    mask: [page.locator('.vt-vmx-cell__picture'), page.locator('.vt-vmx-display__dot')],
    stylePath: path.join(__dirname, 'screenshotStable.css'),
    maxDiffPixelRatio: 0.01,
  };
}

async function wallIdByName(page: Page, name: string): Promise<string> {
  const answer = await graphql<{ videoWalls: { id: string; name: string }[] }>(page, '{ videoWalls { id name } }');
  return answer.videoWalls.find((wall) => wall.name === name)!.id;
}

test.describe('video walls in the console (issue 30)', () => {
  test.describe.configure({ timeout: 180_000 * E2E_PATIENCE });

  test('an administrator adds a wall and pairs a display; the VMX puts a camera on display 2 and the wall page plays it', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await openWorkspace(page, 'admin');
    const main = page.getByRole('main');

    // Devices → Video Walls: a 1 × 2 wall with its right display named.
    await page.goto('/view/VideoWalls');
    await main.getByRole('link', { name: 'Add video wall' }).click();
    await main.getByLabel('Name', { exact: true }).fill(WALL);
    await main.getByLabel('Rows').fill('1');
    await main.getByLabel('Columns').fill('2');
    await main.getByLabel('Display 2 name').fill('Right TV');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByRole('heading', { name: 'Video Walls', level: 1 })).toBeVisible();
    await main.getByRole('link', { name: WALL }).click();
    await expect(main.getByRole('heading', { name: WALL, level: 1 })).toBeVisible();

    // The wall PC's browser: its own context, no session; it shows a code until it is paired.
    const wallContext = await browser.newContext({ viewport: { width: 960, height: 540 } });
    const wallPage = await wallContext.newPage();
    await wallPage.goto('/wall');
    const shownCode = wallPage.getByTestId('wall-pairing-code');
    await expect(shownCode).toHaveText(/^\d{6}$/);
    const code = (await shownCode.textContent()) ?? '';

    const display2 = main.getByRole('row').filter({ hasText: 'Right TV' });
    await display2.getByRole('button', { name: 'Pair a display' }).click();
    const pairing = page.getByRole('dialog', { name: 'Pair a page with Right TV' });
    await pairing.getByLabel('Pairing code').fill(code);
    await expectAccessible(page, 'the pairing dialog');
    await pairing.getByRole('button', { name: 'Pair' }).click();
    await expect(pairing).toBeHidden();
    // The page claims its token and subscribes: the section follows it coming online.
    await expect(display2.getByText('Paired, online')).toBeVisible({ timeout: 15_000 * E2E_PATIENCE });
    await expectAccessible(page, 'a video wall page');
    await expect(main.locator('.vt-wall-page')).toHaveScreenshot('video-wall-en.png', referencePicture(page));

    // The VMX system view: the wall, its two displays, display 2 paired and online.
    await page.goto('/view/vmx');
    const vmx = page.getByTestId('vmx');
    await vmx.getByRole('combobox', { name: 'Wall' }).selectOption({ label: WALL });
    const onWall = vmx.getByRole('region', { name: 'Display 2: Right TV' });
    await expect(onWall).toHaveAttribute('data-state', 'online');

    // A camera dropped on display 2 (the camera list's drag object) paints on the wall page.
    const wallCell = wallPage.getByTestId('camera-cell');
    const dropped = Date.now();
    await dropCamera(onWall.locator('.vt-vmx-cell').first(), CAMERA);
    // The time it took is told, not judged: a test's clock on a busy machine measures the machine
    // (issue 30's 2 s target is bench/walls' command to painted, p95 over runs).
    await expect(wallCell).toHaveAttribute('data-time', /^\d+$/, { timeout: 15_000 * E2E_PATIENCE });
    test.info().annotations.push({ type: 'drop to painted (ms)', description: String(Date.now() - dropped) });
    await expect(onWall.getByText(CAMERA.name)).toBeVisible();
    await expect(onWall.locator(`img[src*="obj=${CAMERA.id}"]`)).toHaveJSProperty('complete', true);
    await expectAccessible(page, 'the VMX widget');
    await expect(page.getByRole('main')).toHaveScreenshot('vmx-en.png', referencePicture(page));

    // A preset keeps the wall as it is; clearing display 2 empties the wall page; recalling brings it back.
    await vmx.getByRole('button', { name: 'Save as preset…' }).click();
    const save = page.getByRole('dialog', { name: 'Save what the wall shows as a preset' });
    await save.getByLabel('Preset name').fill('Gate on the right');
    await save.getByRole('button', { name: 'Save' }).click();
    await expect(save).toBeHidden();
    await onWall.getByRole('button', { name: 'Display 2 (Right TV) actions' }).click();
    await page.getByRole('menuitem', { name: 'Clear display' }).click();
    await expect(onWall.getByText('Drop a camera here')).toBeVisible();
    await expect(wallCell).toHaveCount(0, { timeout: 5_000 * E2E_PATIENCE });
    await vmx.getByRole('combobox', { name: 'Preset' }).selectOption({ label: 'Gate on the right' });
    await vmx.getByRole('button', { name: 'Recall' }).click();
    await expect(onWall.getByText(CAMERA.name)).toBeVisible();
    await expect(wallPage.getByTestId('camera-cell')).toHaveAttribute('data-time', /^\d+$/, {
      timeout: 5_000 * E2E_PATIENCE,
    });

    // Right to left: the same VMX and wall page in Arabic.
    await page.evaluate(() => localStorage.setItem('language', 'ar_AE'));
    await page.goto('/view/vmx');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await vmx.getByRole('combobox', { name: 'الجدار' }).selectOption({ label: WALL });
    await expect(vmx.getByRole('region', { name: 'الشاشة 2: Right TV' }).getByText(CAMERA.name)).toBeVisible();
    // The display the platform left unnamed is named in the operator's language.
    await expect(vmx.getByRole('region', { name: 'الشاشة 1: الشاشة 1' })).toBeVisible();
    await expectAccessible(page, 'the VMX widget in Arabic');
    await expect(page.getByRole('main')).toHaveScreenshot('vmx-ar.png', referencePicture(page));
    await page.goto('/view/VideoWalls');
    await main.getByRole('link', { name: WALL }).click();
    await expect(main.getByRole('heading', { name: WALL, level: 1 })).toBeVisible();
    await expectAccessible(page, 'a video wall page in Arabic');
    await expect(main.locator('.vt-wall-page')).toHaveScreenshot('video-wall-ar.png', referencePicture(page));
    // Back to English: the console also keeps the language in a cookie, which outlives the storage's.
    await page.evaluate(() => localStorage.setItem('language', 'en_US'));

    // An operator an administrator's policy denies wall:Control on this wall sees the VMX read-only,
    // and the platform refuses the push their session sends anyway. The policy is made in the
    // console's policy editor, which names walls as it names cameras, zones and sets.
    const wallId = await wallIdByName(page, WALL);
    await page.goto('/view/policy/add');
    await page.getByLabel('Name', { exact: true }).fill(POLICY);
    const statement = page.getByRole('group', { name: 'Statement 1', exact: true });
    await statement.getByRole('combobox', { name: 'Effect' }).selectOption('DENY');
    await statement.getByRole('checkbox', { name: 'wall:Control', exact: true }).check();
    await statement
      .getByRole('group', { name: 'Video Walls' })
      .getByRole('checkbox', { name: WALL, exact: true })
      .check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('table', { name: 'Authorization Policies' }).getByRole('row').filter({ hasText: POLICY }),
    ).toContainText(WALL);
    const policies = await graphql<{ policies: { id: string; name: string }[] }>(page, '{ policies { id name } }');
    const policyId = policies.policies.find((p) => p.name === POLICY)!.id;
    await graphql(page, CREATE_GROUP, { g: { name: 'Wall watchers', users: ['user-operator'], policies: [policyId] } });
    const operatorContext = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const operator = await operatorContext.newPage();
    await openWorkspace(operator, 'operator');
    await operator.goto('/view/vmx');
    const operatorVmx = operator.getByTestId('vmx');
    await operatorVmx.getByRole('combobox', { name: 'Wall' }).selectOption({ label: WALL });
    await expect(operatorVmx.getByText('You may watch this wall but not change what it shows.')).toBeVisible();
    const watched = operatorVmx.getByRole('region', { name: 'Display 2: Right TV' });
    await expect(watched.getByText(CAMERA.name)).toBeVisible();
    await expect(watched.getByRole('button', { name: 'Display 2 (Right TV) actions' })).toHaveCount(0);
    await expect(operatorVmx.getByRole('button', { name: 'Recall' })).toHaveCount(0);
    const refused = await postToPlatform(operator, '/api/graphql', {
      query: PUSH,
      variables: { id: wallId, i: 1, cam: HQ_CAMERAS[0]!.id },
    });
    const answer = (await refused.json()) as { errors?: { message: string; extensions?: { code?: unknown } }[] };
    expect(answer.errors?.[0]?.message).toBe('Not enough rights');
    expect(String(answer.errors?.[0]?.extensions?.code)).toBe('403');
    // The wall still shows what it showed.
    await expect(watched.getByText(CAMERA.name)).toBeVisible();
    await operatorContext.close();
    await wallContext.close();
  });
});
