/** bench/video's archive starts on a loaded machine (issue 31): the four Archive Viewer cells of the
 *  Archive Camera Grid are each given a camera with a time in its archive at once, as an operator
 *  opening an incident on four cameras does, under the bench's own background load. A cell has
 *  started when it plays within the play timeout and the one retry the player gives a slow start
 *  (PLAY_TIMEOUT_MS twice); whether it needed that retry is read off its notice. Target: every
 *  start within that. */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { PLAY_TIMEOUT_MS } from '../../shared/video/playerConstants';
import { dropCamera } from './cellProbes';
import { ROOT, type ServerProcess } from './serverProcess';
import { PAGE_LOAD_TIMEOUT_MS } from './tileRun';

/** The cells' notice while a slow start is tried again (English). */
const SLOW_START_TEXT = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', 'en-US', 'translation.json'), 'utf8')) as {
    video: { player: { notice: { slowStart: string } } };
  }
).video.player.notice.slowStart;
/** Each start lands this far inside the recording at least. */
const MARGIN_MS = 10_000;
/** The longest a start is watched: the timeout, its retry, and a second to be told. */
const WATCH_MS = 2 * PLAY_TIMEOUT_MS + 1_000;

export interface ArchiveStartCell {
  camera: string;
  /** ms from the drop to the cell playing; null when it did not within WATCH_MS. */
  startMs: number | null;
  /** The cell said it was slow to start and tried again. */
  retried: boolean;
}

/** Drops `cameras` (four) with times in their archive on the view's cells at once and watches them. */
export async function archiveStarts(
  context: BrowserContext,
  server: ServerProcess,
  cameras: readonly string[],
  recordedFrom: number,
): Promise<ArchiveStartCell[]> {
  const page = await context.newPage();
  page.setDefaultNavigationTimeout(PAGE_LOAD_TIMEOUT_MS);
  try {
    await page.goto(`${server.url}/view/archiveCameraGrid`);
    await page
      .locator('[data-testid="camera-cell"]')
      .nth(cameras.length - 1)
      .waitFor();
    const earliest = Math.max(recordedFrom + MARGIN_MS, Date.now() - 60_000);
    const latest = Date.now() - MARGIN_MS;
    for (const [cell, id] of cameras.entries()) {
      const time = Math.round(earliest + Math.random() * Math.max(0, latest - earliest));
      await page.evaluate(dropCamera, { cell, camera: { id, name: id, time } });
    }
    const watched = await page.evaluate(
      ({ count, watchMs, slowStart }) =>
        new Promise<Array<{ startMs: number | null; retried: boolean }>>((resolve) => {
          // No named function in here: tsx would wrap it in a helper the page does not have.
          const from = performance.now();
          const seen = Array.from({ length: count }, () => ({ startMs: null as number | null, retried: false }));
          const timer = setInterval(() => {
            const cells = document.querySelectorAll<HTMLElement>('[data-testid="camera-cell"]');
            seen.forEach((cell, i) => {
              const element = cells[i];
              if (!element || cell.startMs !== null) return;
              if (element.textContent?.includes(slowStart)) cell.retried = true;
              if (element.dataset.status === 'PLAY') cell.startMs = Math.round(performance.now() - from);
            });
            if (seen.every((cell) => cell.startMs !== null) || performance.now() - from > watchMs) {
              clearInterval(timer);
              resolve(seen);
            }
          }, 50);
        }),
      { count: cameras.length, watchMs: WATCH_MS, slowStart: SLOW_START_TEXT },
    );
    return watched.map((cell, i) => ({ camera: cameras[i] ?? '', ...cell }));
  } finally {
    await page.close();
  }
}
