// Helpers of the video specs: camera cells and what their canvases show, read in the page, and
// the e2e server's camera sources (to stop one for a while, as a failing camera would).
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_PATIENCE } from './patience';
import { graphql } from './platformApi';

export const CAMERA_DRAG_TYPE = 'application/x-vantage-camera';

/** Demo HQ's cameras as the seed names them. */
export const HQ_CAMERAS = Array.from({ length: 6 }, (_, i) => ({
  id: `demo-hq-camera-${i + 1}`,
  name: `Demo HQ Camera ${i + 1}`,
}));
export const HQ_PTZ = { id: 'demo-hq-ptz', name: 'Demo HQ PTZ' };

export function cells(page: Page): Locator {
  return page.getByTestId('camera-cell');
}

/** Drops a camera on a cell the way a drag from the camera list does (HTML drag and drop). */
export async function dropCamera(cell: Locator, camera: { id: string; name: string; time?: number }) {
  await cell.evaluate(
    (element, { type, payload }) => {
      const dataTransfer = new DataTransfer();
      dataTransfer.setData(type, payload);
      for (const kind of ['dragenter', 'dragover', 'drop'] as const) {
        element.dispatchEvent(new DragEvent(kind, { dataTransfer, bubbles: true, cancelable: true }));
      }
    },
    { type: CAMERA_DRAG_TYPE, payload: JSON.stringify({ type: 'camera', ...camera }) },
  );
}

/** Marks a test whose outcome depends on where players decode and paint (the picture, its time,
 *  seeks, speeds, sizing): the main-thread-player project runs these only (playwright.config.ts). */
export const PLAYER_PATH = { tag: '@player-path' };

/** Where this run's players decode and paint: the project's playerPath (playwright.config.ts),
 *  the worker path by default (Chromium has OffscreenCanvas and WebCodecs in workers). */
export function expectedPlayerPath(): 'main' | 'worker' {
  return test.info().project.metadata?.playerPath === 'main' ? 'main' : 'worker';
}

/** Waits until the cell plays and has painted a frame, on the path this run is for. */
export async function expectPlaying(cell: Locator, mode: 'live' | 'archive') {
  await expect(cell).toHaveAttribute('data-mode', mode, { timeout: 15_000 * E2E_PATIENCE });
  await expect(cell).toHaveAttribute('data-status', 'PLAY', { timeout: 15_000 * E2E_PATIENCE });
  await expect(cell).toHaveAttribute('data-time', /^\d+$/, { timeout: 15_000 * E2E_PATIENCE });
  await expect(cell).toHaveAttribute('data-player-path', expectedPlayerPath());
}

/** The media time (ms) of the frame on the cell's canvas. */
export async function shownTime(cell: Locator): Promise<number> {
  return Number(await cell.getAttribute('data-time'));
}

/** A digest of the canvas pixels inside a region given in fractions of its size (whole canvas by
 *  default): equal digests mean the same picture. */
export async function pictureDigest(
  cell: Locator,
  region: { x: number; y: number; width: number; height: number } = { x: 0, y: 0, width: 1, height: 1 },
): Promise<string> {
  return cell.getByTestId('camera-canvas').evaluate(async (canvas: HTMLCanvasElement, r) => {
    const bitmap = await createImageBitmap(canvas);
    const copy = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = copy.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0);
    const x = Math.floor(r.x * bitmap.width);
    const y = Math.floor(r.y * bitmap.height);
    const pixels = context.getImageData(
      x,
      y,
      Math.max(1, Math.floor(r.width * bitmap.width)),
      Math.max(1, Math.floor(r.height * bitmap.height)),
    );
    const digest = await crypto.subtle.digest('SHA-256', pixels.data);
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  }, region);
}

/** The burned-in wall clock of the demo cameras: bottom left, under 45% of the width. */
export const CLOCK_REGION = { x: 0, y: 0.82, width: 0.45, height: 0.18 };
/** The picture above the burned-in texts. */
export const SCENE_REGION = { x: 0, y: 0.2, width: 1, height: 0.6 };

/** Keeps reading until the digest differs from `before` (the picture moved on). */
export async function expectPictureChanges(cell: Locator, before: string, region = CLOCK_REGION) {
  await expect.poll(() => pictureDigest(cell, region), { timeout: 10_000 * E2E_PATIENCE }).not.toBe(before);
}

/** A coarse picture signature: mean brightness of an 8x4 grid over a region (fractions). Robust to
 *  encoder noise, far apart when the camera looks elsewhere. */
export async function sceneSignature(cell: Locator, region = SCENE_REGION): Promise<number[]> {
  return cell.getByTestId('camera-canvas').evaluate(async (canvas: HTMLCanvasElement, r) => {
    const bitmap = await createImageBitmap(canvas);
    const copy = new OffscreenCanvas(8, 4);
    const context = copy.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const w = bitmap.width;
    const h = bitmap.height;
    context.drawImage(bitmap, r.x * w, r.y * h, r.width * w, r.height * h, 0, 0, 8, 4);
    const data = context.getImageData(0, 0, 8, 4).data;
    const means: number[] = [];
    for (let i = 0; i < data.length; i += 4) means.push((data[i]! + data[i + 1]! + data[i + 2]!) / 3);
    return means;
  }, region);
}

export function signatureDistance(a: number[], b: number[]): number {
  return a.reduce((sum, value, i) => sum + Math.abs(value - (b[i] ?? 0)), 0) / a.length;
}

/** The pids of the e2e server's ffmpeg processes that draw `cameraName` (its demo source). */
export function cameraSourcePids(cameraName: string): number[] {
  const dataDir = path.join(process.env.E2E_DIR ?? '', 'data');
  const read = (pid: string, file: string) => {
    try {
      return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
    } catch {
      return '';
    }
  };
  const pids = fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  const servers = new Set(
    pids.filter(
      (pid) =>
        read(pid, 'environ').split('\0').includes(`VANTAGE_DATA=${dataDir}`) &&
        read(pid, 'cmdline').includes('main.js'),
    ),
  );
  return pids
    .filter((pid) => {
      const stat = read(pid, 'stat');
      const parent = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? '';
      return servers.has(parent) && read(pid, 'cmdline').includes(cameraName);
    })
    .map(Number);
}

/** Freezes a camera's source for `ms`, as a camera that stops sending would. */
export async function stallCameraSource(cameraName: string, ms: number) {
  const pids = cameraSourcePids(cameraName);
  expect(pids, `the ffmpeg of ${cameraName}`).not.toHaveLength(0);
  for (const pid of pids) process.kill(pid, 'SIGSTOP');
  await new Promise((done) => setTimeout(done, ms));
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGCONT');
    } catch {
      // The server may have replaced the stalled source already.
    }
  }
}

/** Waits until the camera has recorded at least `ms` of archive, then returns its first time. */
export async function archiveOf(page: Page, cameraId: string, ms: number): Promise<number> {
  let start = 0;
  await expect
    .poll(
      async () => {
        const data = await graphql<{ archiveBoundary: { boundary: number | null } }>(
          page,
          'query ($ids: [ID!]!) { archiveBoundary(ids: $ids, streamNumbers: [0, 1], startTime: 0, find: NEXT) { boundary } }',
          { ids: [cameraId] },
        );
        start = data.archiveBoundary.boundary ?? Date.now();
        return Date.now() - start;
      },
      { timeout: ms + 30_000, intervals: [1_000] },
    )
    .toBeGreaterThan(ms);
  return start;
}

/** The cell's control bar (the picture has its own play/pause overlay button). */
export function controls(cell: Locator): Locator {
  return cell.getByRole('toolbar', { name: 'Player controls' });
}

/** Sets the cell's play speed from its control bar, as an operator picks it in the list. */
export async function chooseSpeed(cell: Locator, speed: number) {
  await controls(cell).getByRole('combobox', { name: 'Speed' }).selectOption(String(speed));
}

/** What the cell's Analytics Markup painted on its canvas (issue 31): how many pixels have the
 *  colour of a box, and what share of the picture has the colour `inside` (±40 a channel) within
 *  the rectangle those box pixels span. */
export async function markupPixels(
  cell: Locator,
  colours: { box: string; inside: string },
): Promise<{ box: number; inside: number }> {
  return cell.getByTestId('camera-canvas').evaluate(async (canvas: HTMLCanvasElement, { box, inside }) => {
    const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.replace(/^(0x|#)/, '#').slice(at, at + 2), 16));
    const [br, bg, bb] = rgb(box) as [number, number, number];
    const [ir, ig, ib] = rgb(inside) as [number, number, number];
    const bitmap = await createImageBitmap(canvas);
    const copy = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = copy.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const near = (i: number, r: number, g: number, b: number, tolerance: number) =>
      Math.abs(data[i]! - r) <= tolerance &&
      Math.abs(data[i + 1]! - g) <= tolerance &&
      Math.abs(data[i + 2]! - b) <= tolerance;
    let count = 0;
    let [left, top, right, bottom] = [width, height, -1, -1];
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        if (!near((y * width + x) * 4, br, bg, bb, 24)) continue;
        count += 1;
        [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
      }
    }
    let within = 0;
    for (let y = top; y <= bottom; y += 1) {
      for (let x = left; x <= right; x += 1) if (near((y * width + x) * 4, ir, ig, ib, 40)) within += 1;
    }
    return { box: count, inside: within / (width * height) };
  }, colours);
}
