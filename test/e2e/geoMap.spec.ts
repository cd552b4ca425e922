// The geographic map against the real platform (spec 3 §2.1 /view/EditMap, §2.10, §5): it opens on
// the offline base map the platform ships, with the demo cameras' view cones; an imported GeoJSON
// layer shows its features; a zone drawn over the demo site turns white while a simulated target is
// inside it; an event on a camera appears on its marker.
import { expect, type Page, test } from '@playwright/test';
import { openWorkspace } from './logIn';

const ALERT_LOG = '/elog-restful/api/v2/alertlog';

async function openEditMap(page: Page) {
  await openWorkspace(page, 'admin');
  await page.goto('/view/EditMap');
  const map = page.getByRole('application', { name: 'Geographic map' });
  // The map chunk (leaflet and its plugins) loads on first use: a loaded CI machine takes a while.
  await expect(map).toBeVisible({ timeout: 30_000 });
  return map;
}

test.describe('geographic map', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  test('opens on the offline base map with the demo cameras and their view cones', async ({ page }) => {
    const map = await openEditMap(page);
    await expect(map).toHaveAttribute('data-base-layer', 'OFFLINE');
    // The offline map is drawn on canvas from the platform's own data: no tile is requested.
    await expect(map.locator('.leaflet-overlay-pane canvas').first()).toBeVisible();
    await expect(map.locator('.leaflet-tile')).toHaveCount(0);
    // Six demo cameras and the PTZ dome: seven cones, and their markers.
    await expect(map).toHaveAttribute('data-view-cones', '7', { timeout: 20_000 });
    await expect(map.locator('.vt-geo-marker[title="Demo HQ Camera 1"]')).toBeVisible();
    await expect(map.locator('.vt-geo-marker[title="Demo HQ PTZ"]')).toBeVisible();
  });

  test('an imported GeoJSON layer shows its features and can be hidden', async ({ page }) => {
    const map = await openEditMap(page);
    const features = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'North post' },
          geometry: { type: 'Point', coordinates: [21.0115, 52.2305] },
        },
        {
          type: 'Feature',
          properties: { name: 'South post' },
          geometry: { type: 'Point', coordinates: [21.0129, 52.2289] },
        },
        {
          type: 'Feature',
          properties: { name: 'Fence' },
          geometry: {
            type: 'LineString',
            coordinates: [
              [21.0105, 52.229],
              [21.014, 52.2304],
            ],
          },
        },
      ],
    };
    await page.getByLabel('Import GIS file').setInputFiles({
      name: 'Posts.geojson',
      mimeType: 'application/geo+json',
      buffer: Buffer.from(JSON.stringify(features)),
    });
    const item = page.locator('li[data-layer="Posts"]');
    await expect(item).toBeVisible();
    await expect(map.locator('path.vt-geo-gis-feature')).toHaveCount(3);
    await item.getByRole('checkbox', { name: 'Show Posts' }).uncheck();
    await expect(map.locator('path.vt-geo-gis-feature')).toHaveCount(0);
    await item.getByRole('checkbox', { name: 'Show Posts' }).check();
    await expect(map.locator('path.vt-geo-gis-feature')).toHaveCount(3);
  });

  test('a zone drawn over the demo site turns white while a simulated target is inside', async ({ page }) => {
    const map = await openEditMap(page);
    await expect(map).toHaveAttribute('data-view-cones', '7', { timeout: 20_000 });
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no box');
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    // The site is about 300 m by 220 m: at zoom 17 a square of ±45 % of the map's smaller side
    // around its middle holds the patrol car's road and the person's path.
    const half = Math.min(box.width, box.height) * 0.45;
    await map.locator('.leaflet-pm-icon-polygon').click();
    const corners: Array<[number, number]> = [
      [cx - half, cy - half],
      [cx + half, cy - half],
      [cx + half, cy + half],
      [cx - half, cy + half],
    ];
    for (const [x, y] of corners) await page.mouse.click(x, y);
    await page.mouse.click(corners[0]![0], corners[0]![1]);
    const zone = map.locator('path[data-zone]');
    await expect(zone).toHaveCount(1);
    await expect(zone).toHaveAttribute('data-occupied', 'true', { timeout: 15_000 });
    await expect(zone).toHaveAttribute('fill', '#ffffff');
  });

  test('an event on a camera appears on its marker', async ({ page }) => {
    const map = await openEditMap(page);
    const marker = map.locator('.vt-geo-marker[title="Demo HQ Camera 1"]');
    await expect(marker).toBeVisible();
    const message = `Perimeter motion ${Date.now().toString(36)}`;
    const response = await page.request.post(`${ALERT_LOG}/event?roleid=demo-hq`, {
      headers: { 'X-Vantage-Request': '1' },
      data: { message, eventType: 'Alert', witnesses: ['demo-hq-camera-1'], metadata: [] },
    });
    expect(response.status()).toBe(201);
    await expect(marker.getByTestId('geo-event-count')).toHaveText(/^[1-9]\d*$/);
    await marker.hover();
    await expect(page.locator('.leaflet-tooltip').filter({ hasText: message })).toBeVisible();
  });
});
