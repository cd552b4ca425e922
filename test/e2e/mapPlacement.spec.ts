// Placing devices on the geographic map against the real platform (spec 3 §2.1: /view/camera/add
// and /view/sensor/add place the new device with a draggable marker at the default position;
// /view/EditMap moves devices): the marker dragged on the add page fills the form's position, which
// the platform keeps with the device; a camera's marker dragged in EditMap moves the camera there.
// Each position is read back from the platform.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { dragBy } from './dragBy';
import { openWorkspace } from './logIn';
import { graphql } from './platformApi';
import { E2E_PATIENCE } from './patience';

const RUN = Date.now().toString(36);

interface LatLng {
  lat: number;
  lng: number;
}

/** Metres per degree of latitude (and of longitude at the equator). */
const METRES_PER_DEGREE = 111_320;

/** Degrees of longitude per screen pixel at a web-mercator zoom level. */
const degreesPerPixel = (zoom: number) => 360 / (256 * 2 ** zoom);

async function defaultPosition(page: Page): Promise<LatLng> {
  const data = await graphql<{ systemParameters: { geoDefaultPosition: LatLng } }>(
    page,
    'query { systemParameters { geoDefaultPosition { lat lng } } }',
  );
  return data.systemParameters.geoDefaultPosition;
}

async function positionOf(page: Page, id: string): Promise<LatLng | null> {
  const data = await graphql<{ devicesByIds: Array<{ position: LatLng | null }> }>(
    page,
    'query ($ids: [ID!]!) { devicesByIds(ids: $ids) { position { lat lng } } }',
    { ids: [id] },
  );
  return data.devicesByIds[0]?.position ?? null;
}

/** Where a marker stands from another, in screen pixels: both move alike when the map pans. */
async function offsetFrom(reference: Locator, marker: Locator): Promise<{ x: number; y: number }> {
  const [from, to] = await Promise.all([reference.boundingBox(), marker.boundingBox()]);
  if (!from || !to) throw new Error('a marker has no box');
  return { x: to.x - from.x, y: to.y - from.y };
}

/** The zoom the placement map opens at (street level), as EditMap does. */
const PLACEMENT_ZOOM = 17;

function placementMap(page: Page): Locator {
  return page.getByRole('application', { name: 'Position on the map' });
}

test.describe('device placement on the map', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 * E2E_PATIENCE });

  test('a new camera is placed by dragging its marker from the default position and saved there', async ({ page }) => {
    await openWorkspace(page, 'admin');
    const start = await defaultPosition(page);
    await page.goto('/view/camera/add');
    await expect(page.getByRole('heading', { name: 'Add camera', level: 1 })).toBeVisible({
      timeout: 20_000 * E2E_PATIENCE,
    });
    const form = page.locator('form.vt-camera-form');
    // No camera answers here: the probe says so and the camera is added all the same.
    await form.getByLabel('URL').fill('rtsp://127.0.0.1:9/placement');
    await page.getByRole('button', { name: 'Probe' }).click();
    await expect(page.getByTestId('camera-probe')).toBeVisible({ timeout: 30_000 * E2E_PATIENCE });
    const name = `Placed camera ${RUN}`;
    await form.getByLabel('Name').fill(name);

    const map = placementMap(page);
    await expect(map).toBeVisible({ timeout: 30_000 * E2E_PATIENCE });
    await expect(map).toHaveAttribute('data-placed', 'false');
    const marker = map.locator('.vt-geo-marker-placing');
    await expect(marker).toBeVisible();
    await expect(form.getByLabel('Latitude')).toHaveValue('');

    await dragBy(page, marker, 120, 60);
    await expect(map).toHaveAttribute('data-placed', 'true');
    const lat = Number(await form.getByLabel('Latitude').inputValue());
    const lng = Number(await form.getByLabel('Longitude').inputValue());
    // Dragged right and down from the default position, by about the pixels' worth of degrees.
    const step = degreesPerPixel(PLACEMENT_ZOOM);
    expect(lng - start.lng).toBeGreaterThan(120 * step * 0.9);
    expect(lng - start.lng).toBeLessThan(120 * step * 1.1);
    expect(start.lat - lat).toBeGreaterThan(60 * step * Math.cos((start.lat * Math.PI) / 180) * 0.9);
    expect(start.lat - lat).toBeLessThan(60 * step * Math.cos((start.lat * Math.PI) / 180) * 1.1);

    await page.getByRole('button', { name: 'Add camera', exact: true }).click();
    await expect(page).toHaveURL(/\/view\/camera\/edit\/[^/]+\/general$/, { timeout: 20_000 * E2E_PATIENCE });
    const id = decodeURIComponent(page.url().split('/').at(-2)!);
    expect(await positionOf(page, id)).toEqual({ lat, lng });

    // Its page shows it placed where it was saved.
    await expect(placementMap(page)).toHaveAttribute('data-placed', 'true', { timeout: 30_000 * E2E_PATIENCE });
    await expect(page.getByLabel('Latitude')).toHaveValue(String(lat));
    await graphql(page, 'mutation ($id: ID!) { deleteCamera(id: $id) }', { id });
  });

  test('a new sensor is placed by dragging its marker and saved there', async ({ page }) => {
    await openWorkspace(page, 'admin');
    const start = await defaultPosition(page);
    await page.goto('/view/sensor/add');
    await expect(page.getByRole('heading', { name: 'Add sensor' })).toBeVisible({ timeout: 20_000 * E2E_PATIENCE });
    const name = `Placed sensor ${RUN}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    const map = placementMap(page);
    await expect(map).toBeVisible({ timeout: 30_000 * E2E_PATIENCE });
    const marker = map.locator('.vt-geo-marker-placing');
    await dragBy(page, marker, -80, -40);
    await expect(map).toHaveAttribute('data-placed', 'true');
    const lat = Number(await page.getByLabel('Latitude').inputValue());
    const lng = Number(await page.getByLabel('Longitude').inputValue());
    expect(lng).toBeLessThan(start.lng);
    expect(lat).toBeGreaterThan(start.lat);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/view\/Sensors$/);

    const data = await graphql<{ devicesByAspectTypes: Array<{ id: string; name: string; position: LatLng | null }> }>(
      page,
      'query { devicesByAspectTypes(types: ["Sensor"]) { id name position { lat lng } } }',
    );
    const saved = data.devicesByAspectTypes.find((d) => d.name === name);
    expect(saved?.position).toEqual({ lat, lng });
    await graphql(page, 'mutation ($id: ID!) { deleteSensorDevice(id: $id) }', { id: saved!.id });
  });

  test("a camera's marker dragged in EditMap moves the camera there", async ({ page }) => {
    await openWorkspace(page, 'admin');
    const start = await defaultPosition(page);
    const name = `Moved camera ${RUN}`;
    // 50 m west and 40 m south of the middle of the demo site, where no demo device stands.
    const placedAt = {
      lat: start.lat - 40 / METRES_PER_DEGREE,
      lng: start.lng - 50 / (METRES_PER_DEGREE * Math.cos((start.lat * Math.PI) / 180)),
    };
    const created = await graphql<{ createCamera: { device: { id: string } } }>(
      page,
      'mutation ($input: CameraInput!) { createCamera(input: $input) { device { id } } }',
      {
        input: {
          name,
          connection: 'RTSP_TCP',
          url: 'rtsp://127.0.0.1:9/moved',
          position: placedAt,
        },
      },
    );
    const id = created.createCamera.device.id;
    try {
      await page.goto('/view/EditMap');
      const map = page.getByRole('application', { name: 'Geographic map' });
      await expect(map).toBeVisible({ timeout: 30_000 * E2E_PATIENCE });
      const marker = map.locator(`.vt-geo-marker[title="${name}"]`);
      await expect(marker).toBeVisible({ timeout: 20_000 * E2E_PATIENCE });
      // EditMap opens at street level over the default position.
      const landmark = map.locator('.vt-geo-marker[title="Demo HQ Camera 1"]');
      await expect(landmark).toBeVisible();
      const before = await offsetFrom(landmark, marker);
      await dragBy(page, marker, 100, -50);
      const step = degreesPerPixel(17);
      await expect
        .poll(async () => (await positionOf(page, id))?.lng ?? placedAt.lng, { timeout: 10_000 * E2E_PATIENCE })
        .toBeGreaterThan(placedAt.lng + 100 * step * 0.9);
      const moved = (await positionOf(page, id))!;
      expect(moved.lng - placedAt.lng).toBeLessThan(100 * step * 1.1);
      const latStep = step * Math.cos((start.lat * Math.PI) / 180);
      expect(moved.lat - placedAt.lat).toBeGreaterThan(50 * latStep * 0.9);
      expect(moved.lat - placedAt.lat).toBeLessThan(50 * latStep * 1.1);

      // Opened again, EditMap shows the camera where it was put.
      await page.reload();
      await expect(map.locator(`.vt-geo-marker[title="${name}"]`)).toBeVisible({ timeout: 30_000 * E2E_PATIENCE });
      await expect(landmark).toBeVisible();
      const after = await offsetFrom(landmark, map.locator(`.vt-geo-marker[title="${name}"]`));
      // It stands 100 px further right and 50 px higher from a demo camera than before the drag.
      expect(Math.abs(after.x - (before.x + 100))).toBeLessThan(4);
      expect(Math.abs(after.y - (before.y - 50))).toBeLessThan(4);
    } finally {
      await graphql(page, 'mutation ($id: ID!) { deleteCamera(id: $id) }', { id });
    }
  });
});
