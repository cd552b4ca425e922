// The local (WebRTC) transport in Chromium (issue 31; spec 2 §4 Transport selection): the demo
// avatar answers the cell's offer through getSDP and its camera plays over RTCPeerConnection — the
// browser's own statistics count the frames it decoded, the cell's canvas paints them and its
// statistics log tells the local path's stages. Auto starts on the cloud and local takes over;
// with the local path refused, Auto stays on the cloud. Another camera of the avatar dropped on
// the cell plays on the connection already up, asked for on its data channel.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openWorkspace } from './logIn';
import { cells, controls, dropCamera, expectPictureChanges, HQ_CAMERAS, pictureDigest } from './video';
import { E2E_PATIENCE } from './patience';

const CAMERA = HQ_CAMERAS[1]!;

/** Keeps every RTCPeerConnection the page makes, and each value the cells' data-transport takes. */
function recordPeers(page: Page) {
  return page.addInitScript(() => {
    const peers: RTCPeerConnection[] = [];
    const Native = window.RTCPeerConnection;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        peers.push(this);
      }
    };
    Object.assign(window, { e2ePeers: peers, e2eTransports: [] as string[] });
    new MutationObserver((changes) => {
      for (const change of changes) {
        const value = (change.target as HTMLElement).dataset.transport;
        if (value) (window as unknown as { e2eTransports: string[] }).e2eTransports.push(value);
      }
    }).observe(document, { subtree: true, attributeFilter: ['data-transport'] });
  });
}

/** Video frames the browser decoded over its peer connections. */
function framesDecoded(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let frames = 0;
    for (const pc of (window as unknown as { e2ePeers: RTCPeerConnection[] }).e2ePeers) {
      (await pc.getStats()).forEach((report: { type: string; kind?: string; framesDecoded?: number }) => {
        if (report.type === 'inbound-rtp' && report.kind === 'video') frames += report.framesDecoded ?? 0;
      });
    }
    return frames;
  });
}

/** The page's peer connections that are up (a spare offer is not). */
function connectedPeers(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { e2ePeers: RTCPeerConnection[] }).e2ePeers.filter(
        (pc) => pc.connectionState === 'connected',
      ).length,
  );
}

async function playCamera(page: Page): Promise<Locator> {
  await openWorkspace(page, 'operator');
  await page.goto('/view/cameraGrid');
  await expect(page.getByTestId('camera-list-item').first()).toBeVisible();
  const cell = cells(page).first();
  await dropCamera(cell, CAMERA);
  return cell;
}

async function chooseConnection(page: Page, cell: Locator, choice: 'Cloud' | 'Local' | 'Auto') {
  await cell.hover();
  // A grid cell is narrow: the connection menu may sit behind 'More controls'.
  const menu = cell.getByRole('button', { name: 'Connection type' });
  if (!(await menu.isVisible())) await controls(cell).getByRole('button', { name: 'More controls' }).click();
  await menu.click();
  await page.getByRole('menu', { name: 'Connection type' }).getByRole('menuitemradio', { name: choice }).click();
}

test.describe('the local transport', () => {
  test('Auto starts on the cloud and local takes over; Local plays over WebRTC alone', async ({ page }) => {
    await recordPeers(page);
    const cell = await playCamera(page);
    // Auto (the default): the cloud stream comes up, then the local one takes over.
    await expect(cell).toHaveAttribute('data-status', 'PLAY', { timeout: 15_000 * E2E_PATIENCE });
    await expect(cell).toHaveAttribute('data-transport', 'local', { timeout: 30_000 * E2E_PATIENCE });
    const seen = await page.evaluate(() => (window as unknown as { e2eTransports: string[] }).e2eTransports);
    expect(seen.indexOf('cloud')).toBeGreaterThanOrEqual(0);
    expect(seen.lastIndexOf('local')).toBeGreaterThan(seen.indexOf('cloud'));
    await expect.poll(() => framesDecoded(page), { timeout: 15_000 * E2E_PATIENCE }).toBeGreaterThan(10);
    // The picture on the canvas is the local one, and it moves on.
    await expectPictureChanges(cell, await pictureDigest(cell));

    // Local, chosen from the cell's menu: a new play over WebRTC only.
    const before = await framesDecoded(page);
    await chooseConnection(page, cell, 'Local');
    await expect(cell).toHaveAttribute('data-transport', 'local');
    await expect(cell).toHaveAttribute('data-status', 'PLAY', { timeout: 15_000 * E2E_PATIENCE });
    await expect.poll(() => framesDecoded(page), { timeout: 15_000 * E2E_PATIENCE }).toBeGreaterThan(before + 10);
    await expectPictureChanges(cell, await pictureDigest(cell));
    await expect(cell).not.toContainText('Failed to open local stream');
    // The statistics log tells where the local first picture's time went, stage by stage.
    await cell.focus();
    await page.keyboard.press('Control+l');
    const log = cell
      .getByRole('region', { name: 'Statistics and log' })
      .getByRole('list', { name: 'Log', exact: true });
    for (const stage of ['offer sent', 'getSDP answered', 'ICE connected', 'DTLS connected', 'first paint']) {
      await expect(log).toContainText(new RegExp(`local ${stage} after \\d+ ms`));
    }
    // Each picture's time is its RTP timestamp (the camera's clock), which sound, markup and the
    // lag rule go by.
    await expect(log).toContainText('local pictures dated by their RTP time');

    // Another camera of the same avatar on the cell: it plays on the connection kept from the last
    // play — no second connection comes up — and its pictures move on.
    await dropCamera(cell, HQ_CAMERAS[0]!);
    await expect(cell).toContainText(HQ_CAMERAS[0]!.name);
    await expect(cell).toHaveAttribute('data-status', 'PLAY', { timeout: 15_000 * E2E_PATIENCE });
    await expect(cell).toHaveAttribute('data-transport', 'local');
    if (!(await log.isVisible())) {
      await cell.focus();
      await page.keyboard.press('Control+l');
    }
    await expect(log).toContainText(/local camera asked on a kept connection after \d+ ms/);
    await expect(log).toContainText(/local kept connection switched after \d+ ms/);
    const decoded = await framesDecoded(page);
    await expect.poll(() => framesDecoded(page), { timeout: 15_000 * E2E_PATIENCE }).toBeGreaterThan(decoded + 10);
    await expectPictureChanges(cell, await pictureDigest(cell));
    expect(await connectedPeers(page)).toBe(1);
    await expect(cell).not.toContainText('Failed to open local stream');
  });

  test('with the local path refused, Auto stays on the cloud', async ({ page }) => {
    // The avatar refuses every offer, as one with WebRTC disabled does.
    let offers = 0;
    await page.route('**/api/graphql', async (route) => {
      if (!route.request().postData()?.includes('getSDP')) return route.fallback();
      offers += 1;
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: null,
          errors: [{ message: 'Local access is not available for this camera', extensions: { code: '503' } }],
        }),
      });
    });
    const cell = await playCamera(page);
    await expect(cell).toHaveAttribute('data-status', 'PLAY', { timeout: 15_000 * E2E_PATIENCE });
    await expect(cell).toHaveAttribute('data-transport', 'cloud');
    const digest = await pictureDigest(cell);
    await expectPictureChanges(cell, digest);
    expect(offers).toBe(1);
    await expect(cell).toHaveAttribute('data-transport', 'cloud');
    // A later play of the same avatar's camera in Auto does not try local again (remembered 15 min).
    await chooseConnection(page, cell, 'Cloud');
    await chooseConnection(page, cell, 'Auto');
    await expect(cell).toHaveAttribute('data-status', 'PLAY', { timeout: 15_000 * E2E_PATIENCE });
    await expect(cell).toHaveAttribute('data-transport', 'cloud');
    await expectPictureChanges(cell, await pictureDigest(cell));
    expect(offers).toBe(1);
    await expect(cell).not.toContainText('Failed to open local stream');
  });
});
