// The geographic map against the real platform (spec 3 §2.1 /view/EditMap, §2.10, §5): it opens on
// the offline base map the platform ships, with the demo cameras' view cones drawn over it (issue 34:
// they were hidden under it on a fresh load); zoomed out, the devices gather in cluster discs where
// they stand (not at the map's corner); an imported GeoJSON
// layer shows its features; a KML layer shows its folder tree and hides a folder's features; a zone
// drawn over the demo site turns white while a simulated target is inside it; an event on a camera
// appears on its marker; a camera marker's popup, kept clear of the map's controls, plays the camera
// live at once and its Slew turns the PTZ camera
// towards it; a click on the map with the PTZ camera selected turns it there; the ESRI layer an
// administrator has just set is drawn by OpenLayers from tiles of the EPSG:4326 ESRI grid, which the
// platform reads from a tile server on this machine (the page's policy names none).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './expectAccessible';
import { openWorkspace } from './logIn';
import { expectPlaying, HQ_CAMERAS, HQ_PTZ } from './video';
import { graphql, raiseEvent } from './platformApi';
import { E2E_PATIENCE } from './patience';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Pixels of the map, device markers masked and targets hidden, whose blue stands out of the
 *  offline map's greens, greys and whites: the view cones' #3388ff outline and 20 % fill. Decoded in
 *  the page, which has a PNG decoder. */
async function blueTintedPixels(page: Page, map: Locator): Promise<number> {
  const png = await map.screenshot({ mask: [map.locator('.vt-geo-marker')], maskColor: '#808080' });
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let tinted = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 2]! - data[i]! > 15) tinted += 1;
    return tinted;
  }, png.toString('base64'));
}

/** A tile server on this machine: a 1x1 PNG for every path; it notes each request's path. */
async function startTileServer(): Promise<{ origin: string; requests: string[]; close(): Promise<void> }> {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Drags the map (not a marker) so that `point` moves by dx, dy. */
async function dragMap(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 5 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 5 });
  await page.mouse.up();
}

/** True when two boxes share any area. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

interface MapDeviceRow {
  id: string;
  position: { lat: number; lng: number } | null;
  cameraView: { northOffsetAngle: number | null; ptzStatus: { command: { pan: number | null } | null } | null } | null;
}

/** The map's devices as the platform reports them, with the PTZ camera's current pan. */
async function mapDevices(page: Page): Promise<MapDeviceRow[]> {
  const data = await graphql<{ devicesByAspectTypes: MapDeviceRow[] }>(
    page,
    `
      {
        devicesByAspectTypes(types: ["Media"]) {
          id
          position {
            lat
            lng
          }
          cameraView {
            northOffsetAngle
            ptzStatus {
              command {
                pan
              }
            }
          }
        }
      }
    `,
  );
  return data.devicesByAspectTypes;
}

async function ptzPan(page: Page): Promise<number | null> {
  const ptz = (await mapDevices(page)).find((d) => d.id === HQ_PTZ.id);
  return ptz?.cameraView?.ptzStatus?.command?.pan ?? null;
}

/** Degrees between two pans, the short way round. */
const panGap = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

/** Compass bearing from one point to another, degrees. */
function bearing(from: { lat: number; lng: number }, to: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const y = Math.sin((to.lng - from.lng) * rad) * Math.cos(to.lat * rad);
  const x =
    Math.cos(from.lat * rad) * Math.sin(to.lat * rad) -
    Math.sin(from.lat * rad) * Math.cos(to.lat * rad) * Math.cos((to.lng - from.lng) * rad);
  return (Math.atan2(y, x) / rad + 360) % 360;
}

async function openEditMap(page: Page) {
  await openWorkspace(page, 'admin');
  return showEditMap(page);
}

/** /view/EditMap in a console already open. */
async function showEditMap(page: Page) {
  await page.goto('/view/EditMap');
  const map = page.getByRole('application', { name: 'Geographic map' });
  // The map chunk (leaflet and its plugins) loads on first use: a loaded CI machine takes a while.
  await expect(map).toBeVisible({ timeout: 30_000 * E2E_PATIENCE });
  return map;
}

test.describe('geographic map', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 * E2E_PATIENCE });

  test('opens on the offline base map with the demo cameras and their view cones', async ({ page }) => {
    const map = await openEditMap(page);
    await expect(map).toHaveAttribute('data-base-layer', 'OFFLINE');
    // The offline map is drawn on canvas from the platform's own data: no tile is requested.
    await expect(map.locator('.leaflet-overlay-pane canvas').first()).toBeVisible();
    await expect(map.locator('.leaflet-tile')).toHaveCount(0);
    // Six demo cameras and the PTZ dome: seven cones, and their markers.
    await expect(map).toHaveAttribute('data-view-cones', '7', { timeout: 20_000 * E2E_PATIENCE });
    await expect(map.locator('.vt-geo-marker[title="Demo HQ Camera 1"]')).toBeVisible();
    await expect(map.locator('.vt-geo-marker[title="Demo HQ PTZ"]')).toBeVisible();
    await expectAccessible(page, 'the geographic map');
    // The cones are seen, not only counted: over the base map's canvas their blue tints thousands of
    // pixels (targets hidden, their tracks are blue too; markers masked).
    await page.getByRole('checkbox', { name: 'Target tracking' }).uncheck();
    await expect.poll(() => blueTintedPixels(page, map)).toBeGreaterThan(2000);

    // Zoomed out to the town, the devices gather in discs where the site is, in the map's middle
    // (the site was in the middle at street level), not in a pile at its corner.
    const zoomOut = map.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 3; i += 1) await zoomOut.click();
    await expect(map.locator('.vt-geo-cluster').first()).toBeVisible();
    // Each disc's middle, as a share of the map's size from its middle, once the zoom has settled.
    const offsets = () =>
      map.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return [...element.querySelectorAll('.vt-geo-cluster')].map((disc) => {
          const at = disc.getBoundingClientRect();
          const x = (at.left + at.width / 2 - (box.left + box.width / 2)) / box.width;
          const y = (at.top + at.height / 2 - (box.top + box.height / 2)) / box.height;
          return Math.max(Math.abs(x), Math.abs(y));
        });
      });
    await expect.poll(async () => Math.max(...(await offsets()))).toBeLessThan(0.25);
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
    await expect(map).toHaveAttribute('data-view-cones', '7', { timeout: 20_000 * E2E_PATIENCE });
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
    await expect(zone).toHaveAttribute('data-occupied', 'true', { timeout: 15_000 * E2E_PATIENCE });
    await expect(zone).toHaveAttribute('fill', '#ffffff');
  });

  test('an event on a camera appears on its marker', async ({ page }) => {
    const map = await openEditMap(page);
    const marker = map.locator('.vt-geo-marker[title="Demo HQ Camera 1"]');
    await expect(marker).toBeVisible();
    const message = `Perimeter motion ${Date.now().toString(36)}`;
    await raiseEvent(page, { message, witnesses: ['demo-hq-camera-1'] });
    await expect(marker.getByTestId('geo-event-count')).toHaveText(/^[1-9]\d*$/);
    await marker.hover();
    await expect(page.locator('.leaflet-tooltip').filter({ hasText: message })).toBeVisible();
  });

  test('a KML layer keeps its folders in the layer tree and a hidden folder hides its features', async ({ page }) => {
    const map = await openEditMap(page);
    const point = (name: string, lng: number) =>
      `<Placemark><name>${name}</name><Point><coordinates>${lng},52.2297</coordinates></Point></Placemark>`;
    const kml = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Perimeter</name>
<Folder><name>Gates</name>${point('Gate A', 21.0112)}<Folder><name>Side gates</name>${point('Gate B', 21.0116)}</Folder></Folder>
<Folder><name>Posts</name>${point('Post 1', 21.0128)}</Folder>
</Document></kml>`;
    await page.getByLabel('Import GIS file').setInputFiles({
      name: 'Perimeter.kml',
      mimeType: 'application/vnd.google-earth.kml+xml',
      buffer: Buffer.from(kml),
    });
    const item = page.locator('li[data-layer="Perimeter"]');
    await expect(item).toBeVisible();
    // The tree shows once the layer's file is read and drawn.
    await expect(item.locator('li[data-folder="Gates"] li[data-folder="Side gates"]')).toBeVisible();
    await expect(item.getByRole('checkbox', { name: 'Show folder Gates' })).toBeChecked();
    const features = map.locator('path.vt-geo-gis-feature');
    const before = await features.count();
    expect(before).toBeGreaterThanOrEqual(3);
    // Gates holds Gate A and, in Side gates, Gate B: hiding it hides both.
    await item.getByRole('checkbox', { name: 'Show folder Gates' }).uncheck();
    await expect(features).toHaveCount(before - 2);
    await item.getByRole('checkbox', { name: 'Show folder Posts' }).uncheck();
    await expect(features).toHaveCount(before - 3);
    await item.getByRole('checkbox', { name: 'Show folder Gates' }).check();
    await expect(features).toHaveCount(before - 1);
    // The layer goes again, so later tests see the map as they expect.
    await item.getByRole('button', { name: 'Delete' }).click();
    await expect(item).toHaveCount(0);
  });

  test("a camera marker's popup clears the map's controls and plays it live at once; Slew turns the PTZ camera towards it", async ({
    page,
  }) => {
    const map = await openEditMap(page);
    const camera = HQ_CAMERAS[0]!;
    const marker = map.locator(`.vt-geo-marker[title="${camera.name}"]`);
    await expect(map).toHaveAttribute('data-view-cones', '7', { timeout: 20_000 * E2E_PATIENCE });
    // The camera brought near the map's top-left corner, where the zoom and drawing buttons are: its
    // popup opens above it, over them unless it is panned clear of them.
    const mapBox = (await map.boundingBox())!;
    const pin = (await marker.boundingBox())!;
    await dragMap(
      page,
      { x: mapBox.x + mapBox.width - 60, y: mapBox.y + mapBox.height - 60 },
      mapBox.x + 70 - (pin.x + pin.width / 2),
      mapBox.y + 120 - (pin.y + pin.height),
    );
    await marker.click();
    const popup = page.getByTestId('geo-device-popup');
    const heading = popup.locator('strong').getByText(camera.name, { exact: true });
    await expect(heading).toBeVisible();
    // One click: the camera plays without a second one on Play.
    await expectPlaying(popup.getByTestId('camera-cell'), 'live');
    const controls = map.locator('.leaflet-top.leaflet-left .leaflet-control');
    expect(await controls.count()).toBeGreaterThan(0);
    const headBox = (await popup.locator('.vt-geo-popup-head').boundingBox())!;
    for (const control of await controls.all()) expect(overlap(headBox, (await control.boundingBox())!)).toBe(false);

    const devices = await mapDevices(page);
    const ptz = devices.find((d) => d.id === HQ_PTZ.id);
    const target = devices.find((d) => d.id === camera.id);
    if (!ptz?.position || !target?.position) throw new Error('the demo cameras have no positions');
    const expected = (bearing(ptz.position, target.position) - (ptz.cameraView?.northOffsetAngle ?? 0) + 360) % 360;
    await popup.getByRole('button', { name: 'Slew' }).click();
    // The popup's cell may show its own status ('Behind live') while it catches up: look for the hint.
    await expect(popup.getByRole('status').filter({ hasText: 'turning towards' })).toHaveText(
      `${HQ_PTZ.name} is turning towards it.`,
    );
    await expect
      .poll(async () => panGap((await ptzPan(page)) ?? NaN, expected), { timeout: 20_000 * E2E_PATIENCE })
      .toBeLessThan(2);
  });

  test('a click on the map with the PTZ camera selected turns it there', async ({ page }) => {
    const map = await openEditMap(page);
    const marker = map.locator(`.vt-geo-marker[title="${HQ_PTZ.name}"]`);
    await marker.click();
    await expect(page.getByText(`Click the map to turn ${HQ_PTZ.name} there.`)).toBeVisible();
    const box = await marker.boundingBox();
    if (!box) throw new Error('the PTZ marker has no box');
    // The marker's tip is the camera's position. A point 150 px beside it lies due east or west, at
    // the tip's height, below the open popup: the side the dome does not face already.
    const tip = { x: box.x + box.width / 2, y: box.y + box.height };
    const before = (await ptzPan(page)) ?? 0;
    const [dx, expected] = panGap(before, 90) > panGap(before, 270) ? [150, 90] : [-150, 270];
    await page.mouse.click(tip.x + dx, tip.y);
    await expect
      .poll(async () => panGap((await ptzPan(page)) ?? NaN, expected), { timeout: 20_000 * E2E_PATIENCE })
      .toBeLessThan(2);
  });

  test('the ESRI layer an administrator has just set is drawn by OpenLayers from tiles of the EPSG:4326 ESRI grid, read through the platform', async ({
    page,
  }) => {
    const tiles = await startTileServer();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await openWorkspace(page, 'admin');
    const setEsri = (url: string, token: string) =>
      graphql(page, 'mutation ($realm: RealmInput!) { updateCurrentRealm(realm: $realm) { id } }', {
        realm: { esriMapTileUrl: url, esriAccessToken: token },
      });
    // Set after the console page was served: its Content-Security-Policy names no tile server.
    await setEsri(`${tiles.origin}/arcgis/rest/services/World/MapServer/tile/{level}/{row}/{col}`, 'e2e-token');
    try {
      // The map opened in the console already loaded, without a reload.
      await page.evaluate(() => {
        window.history.pushState(null, '', '/view/EditMap');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      const map = page.getByRole('application', { name: 'Geographic map' });
      await expect(map).toBeVisible({ timeout: 30_000 * E2E_PATIENCE });
      await page.getByLabel('Base layer').selectOption('ESRI');
      await expect(map).toHaveAttribute('data-base-layer', 'ESRI');
      await expect(map).toHaveAttribute('data-esri-tiles', 'ready', { timeout: 30_000 * E2E_PATIENCE });
      await expect(map.locator('.vt-geo-esri canvas').first()).toBeAttached();
      // At street level the grid's finest level, 11 (0.0879 degrees a tile), is asked for, with the
      // realm's token: the demo site (52.2297 N, 21.0122 E) lies in row 429, column 2287 of it. A Web
      // Mercator grid would ask level 17 for row 43 000 odd.
      await expect
        .poll(() => tiles.requests.some((url) => url.endsWith('/tile/11/429/2287?token=e2e-token')), {
          timeout: 20_000 * E2E_PATIENCE,
        })
        .toBe(true);
      expect(tiles.requests.every((url) => /\/tile\/(\d|1[01])\/\d+\/\d+\?token=e2e-token$/.test(url))).toBe(true);
      // The page drew them from its own origin: nothing was blocked, and no tile server was named.
      expect(violations).toEqual([]);
      // The rest of the map stays Leaflet's: the demo cameras' markers are there on top.
      await expect(map.locator('.vt-geo-marker[title="Demo HQ PTZ"]')).toBeVisible();
    } finally {
      await setEsri('', '');
      await tiles.close();
    }
  });
});
