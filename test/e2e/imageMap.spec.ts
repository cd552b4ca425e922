// Image maps against the real platform (spec 3 §2.6 Image Map, §2.11, §3.4, §7.2–§7.3): the demo
// floor plan with its cameras counts the events raised on them (through the alert-log REST family,
// as an outside system would) and lists one camera's at a time, on top; in edit mode an administrator adds a layer and a map with a floor
// plan uploaded from disk, drags a camera from the Device List onto it, and sees it stay after a
// reload, while a second console showing the same view sees the camera arrive live.
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { dragBy } from './dragBy';
import { expectAccessible } from './expectAccessible';
import { openWorkspace } from './logIn';
import { HQ_CAMERAS } from './video';
import { graphql, raiseEvent } from './platformApi';
import { E2E_PATIENCE } from './patience';

const RUN = Date.now().toString(36);

/** A 2x2 view with an Image Map (edit mode and map set as given) and a Device List, made through
 *  the wizard. */
async function createView(page: Page, name: string, editMode: boolean, mapSet?: string): Promise<void> {
  await page.getByRole('region', { name: 'My Views' }).getByRole('button', { name: 'Add view' }).click();
  const wizard = page.getByRole('main');
  await wizard.getByRole('radio', { name: 'Blank' }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('radio', { name: '2x2' }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  const viewPanel = page.getByRole('complementary');
  await wizard.getByRole('button', { name: 'Empty cell' }).first().click();
  await viewPanel.getByRole('button', { name: 'Add Image Map' }).click();
  const properties = viewPanel.getByRole('region', { name: 'Image Map properties' });
  if (editMode) await properties.getByRole('checkbox', { name: 'Edit mode' }).check();
  // The map set is chosen by name among the realm's sets.
  if (mapSet) await properties.getByRole('combobox', { name: 'Map set' }).selectOption({ label: mapSet });
  await wizard.getByRole('button', { name: 'Empty cell' }).first().click();
  await viewPanel.getByRole('button', { name: 'Add Device List' }).click();
  await wizard.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByRole('textbox', { name: 'View name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name })).toBeVisible();
}

function imageMap(page: Page): Locator {
  return page.getByTestId('image-map');
}

function deviceObject(page: Page, cameraId: string): Locator {
  return imageMap(page).locator(`[data-testid="image-map-object"][data-device-id="${cameraId}"]`);
}

/** A floor plan as an SVG file, drawn here. */
function planFile(title: string) {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">' +
    `<rect width="800" height="600" fill="#eceff1"/><text x="40" y="60" font-size="32">${title}</text></svg>`;
  return { name: 'plan.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) };
}

interface PlanPoint {
  x: number;
  y: number;
}

/** Where the platform keeps a device on the named map: x,y in the plan's pixels (spec 3 §3.4). */
async function objectPosition(page: Page, mapName: string, deviceId: string): Promise<PlanPoint | null> {
  type Maps = Array<{ name: string; objects: Array<{ objectId: string; position: PlanPoint }> }>;
  const data = await graphql<{ imageMapConfig: { sets: Array<{ layers: Array<{ maps: Maps }> }> } }>(
    page,
    'query { imageMapConfig(version: "v2") { sets { layers { maps { name objects { objectId position { x y } } } } } } }',
  );
  const maps = data.imageMapConfig.sets.flatMap((set) => set.layers.flatMap((layer) => layer.maps));
  const object = maps.find((m) => m.name === mapName)?.objects.find((o) => o.objectId === deviceId);
  return object?.position ?? null;
}

/** Whether nothing covers the middle of an element: what the eye sees there is the element. */
async function onTop(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return seen !== null && node.contains(seen);
  });
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test.describe('image maps', () => {
  test.describe.configure({ timeout: 120_000 * E2E_PATIENCE });

  test('the demo floor plan shows its cameras and the events raised on two of them', async ({ page }) => {
    await openWorkspace(page, 'admin');
    // Another set in the realm, which the view's map set leaves out.
    const otherSet = `set-e2e-${RUN}`;
    await graphql(page, 'mutation ($i: ImageMapSetInput!) { imageMapSetInsert(input: $i) { id } }', {
      i: { id: otherSet, name: `Depot ${RUN}`, version: 'v2', updateId: `e2e-${RUN}` },
    });
    await createView(page, `Floor plan ${RUN}`, false, 'Headquarters');
    const map = imageMap(page);
    await expect(map.getByRole('combobox', { name: 'Set' }).locator('option')).toHaveText(['Headquarters']);
    await graphql(page, 'mutation ($i: ImageMapSetInput!) { imageMapSetDelete(input: $i) }', {
      i: { id: otherSet, version: 'v2', updateId: `e2e-${RUN}-2` },
    });
    await expect(map.getByRole('tab', { name: 'Ground floor', selected: true })).toBeVisible();
    await expect(map.getByRole('img', { name: 'Ground floor plan' })).toBeVisible();
    // The plan really loaded: the browser decoded it at its own size.
    await expect
      .poll(() =>
        map.getByRole('img', { name: 'Ground floor plan' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(1200);
    for (const camera of HQ_CAMERAS.slice(0, 3)) {
      await expect(deviceObject(page, camera.id)).toContainText(camera.name);
    }
    await expectAccessible(page, 'the image map');

    const first = `Door forced ${RUN}`;
    const second = `Glass break ${RUN}`;
    await raiseEvent(page, { message: first, witnesses: [HQ_CAMERAS[0]!.id] });
    await raiseEvent(page, { message: second, witnesses: [HQ_CAMERAS[1]!.id] });
    // The pins count their events; no list stands open over the plan by itself (issue 34).
    const count = (camera: (typeof HQ_CAMERAS)[number]) =>
      deviceObject(page, camera.id).getByRole('button', { name: new RegExp(`^\\d+ events? on ${camera.name}$`) });
    const events = (camera: (typeof HQ_CAMERAS)[number]) =>
      deviceObject(page, camera.id).getByRole('list', { name: `Events of ${camera.name}` });
    await expect(count(HQ_CAMERAS[0]!)).toHaveText(/^[1-9]\d*$/);
    await expect(count(HQ_CAMERAS[1]!)).toHaveText(/^[1-9]\d*$/);
    await expect(map.getByRole('listitem')).toHaveCount(0);
    // A count opens its camera's list, on top of whatever lies under it; another's moves it there.
    await count(HQ_CAMERAS[0]!).click();
    await expect(events(HQ_CAMERAS[0]!).getByRole('listitem').filter({ hasText: first })).toBeVisible();
    await expect(events(HQ_CAMERAS[0]!)).not.toContainText(second);
    expect(await onTop(events(HQ_CAMERAS[0]!))).toBe(true);
    // A long list may lie over a neighbouring pin: Escape closes it first.
    await page.keyboard.press('Escape');
    await count(HQ_CAMERAS[1]!).click();
    await expect(events(HQ_CAMERAS[1]!).getByRole('listitem').filter({ hasText: second })).toBeVisible();
    await expect(events(HQ_CAMERAS[0]!)).toHaveCount(0);
    await expect(map.getByRole('list', { name: /^Events of / })).toHaveCount(1);
    expect(await onTop(events(HQ_CAMERAS[1]!))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(map.getByRole('listitem')).toHaveCount(0);
    await expect(deviceObject(page, HQ_CAMERAS[2]!.id)).not.toContainText(first);

    // The events are there again after a reload (the last hour's are fetched).
    await page.reload();
    await count(HQ_CAMERAS[1]!).click();
    await expect(events(HQ_CAMERAS[1]!).getByRole('listitem').filter({ hasText: second })).toBeVisible();
    await page.keyboard.press('Escape');

    // A click on a camera opens it live.
    await deviceObject(page, HQ_CAMERAS[2]!.id).getByRole('button', { name: HQ_CAMERAS[2]!.name, exact: true }).click();
    const live = page.getByRole('dialog', { name: `${HQ_CAMERAS[2]!.name} live` });
    await expect(live.getByTestId('camera-cell')).toHaveAttribute('data-mode', 'live', {
      timeout: 15_000 * E2E_PATIENCE,
    });
  });

  test('in edit mode a camera dragged from the Device List onto a new map stays after a reload and reaches a second console live', async ({
    page,
    browser,
  }) => {
    const viewName = `Plan editing ${RUN}`;
    await openWorkspace(page, 'admin');
    await createView(page, viewName, true);
    const map = imageMap(page);
    const editBar = map.getByRole('toolbar', { name: 'Edit image maps' });

    // A layer of its own, with a map whose floor plan comes from disk.
    const layerName = `Level ${RUN}`;
    await editBar.getByRole('button', { name: 'Layer actions' }).click();
    await page.getByRole('menuitem', { name: 'Add layer' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add layer' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('ground floor');
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(layerName);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(map.getByRole('tab', { name: layerName, selected: true })).toBeVisible();

    await editBar.getByRole('button', { name: 'Map actions' }).click();
    await page.getByRole('menuitem', { name: 'Add map' }).click();
    dialog = page.getByRole('dialog', { name: 'Add map' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Mezzanine');
    await dialog.getByLabel('Floor plan').setInputFiles(planFile('Mezzanine'));
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(map.getByRole('img', { name: 'Mezzanine' })).toBeVisible();

    // A second console shows the same view and the same map.
    const other = await newPage(browser);
    await openWorkspace(other, 'admin');
    await other.getByRole('region', { name: 'My Views' }).getByRole('link', { name: viewName }).click();
    await imageMap(other).getByRole('tab', { name: layerName }).click();
    await expect(imageMap(other).getByRole('img', { name: 'Mezzanine' })).toBeVisible();

    const camera = HQ_CAMERAS[5]!;
    const listItem = page.getByTestId('camera-list-item').filter({ hasText: camera.name });
    await listItem.dragTo(map.getByTestId('image-map-plan'));
    await expect(deviceObject(page, camera.id)).toContainText(camera.name);
    await expect(deviceObject(other, camera.id)).toContainText(camera.name);

    // Dragged a quarter of the plan left and down, the pin moves as many plan pixels as the plan is
    // scaled down: the platform keeps the new x,y.
    const dropped = await objectPosition(page, 'Mezzanine', camera.id);
    expect(dropped).not.toBeNull();
    const planBox = (await map.getByRole('img', { name: 'Mezzanine' }).boundingBox())!;
    const scale = planBox.width / 800;
    const dx = -Math.round(planBox.width / 4);
    const dy = Math.round(planBox.height / 4);
    const pin = deviceObject(page, camera.id).getByRole('button', { name: camera.name, exact: true });
    await dragBy(page, pin, dx, dy);
    const wanted = { x: dropped!.x + dx / scale, y: dropped!.y + dy / scale };
    await expect
      .poll(async () => {
        const moved = await objectPosition(page, 'Mezzanine', camera.id);
        return moved ? Math.max(Math.abs(moved.x - wanted.x), Math.abs(moved.y - wanted.y)) : Infinity;
      })
      // The mouse lands on whole screen pixels.
      .toBeLessThan(1 / scale);

    await page.reload();
    await map.getByRole('tab', { name: layerName }).click();
    await expect(deviceObject(page, camera.id)).toContainText(camera.name);
    // Shown again where it was put: as far from the plan's corner as x,y scaled.
    const kept = (await objectPosition(page, 'Mezzanine', camera.id))!;
    const shownPlan = (await map.getByRole('img', { name: 'Mezzanine' }).boundingBox())!;
    const shownPin = (await pin.boundingBox())!;
    const shownScale = shownPlan.width / 800;
    expect(Math.abs(shownPin.x + shownPin.width / 2 - (shownPlan.x + kept.x * shownScale))).toBeLessThan(4);
    expect(Math.abs(shownPin.y + shownPin.height / 2 - (shownPlan.y + kept.y * shownScale))).toBeLessThan(4);

    // Removed in edit mode: gone here and on the second console.
    await deviceObject(page, camera.id)
      .getByRole('button', { name: `Remove ${camera.name} from the map` })
      .click();
    await expect(deviceObject(page, camera.id)).toHaveCount(0);
    await expect(deviceObject(other, camera.id)).toHaveCount(0);
    await other.context().close();
  });
});
