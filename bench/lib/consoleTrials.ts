/** bench/video's trials of the console itself: a camera dropped on the first cell of a Camera
 *  Grid (live) or an Archive Viewer (seek, with a time), timed by the player's own first-frame
 *  figure; and the wait for enough archive to seek in. */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { dropAndTimeFirstFrame, dropCamera, type DropTiming, SAME_VALUE_GRACE_MS } from './cellProbes';
import { archiveStart, type ConsoleSession } from './consoleSession';
import { type Distribution, distribution } from './distribution';
import type { HlsSource } from './hlsSource';
import { ROOT, type ServerProcess } from './serverProcess';
import { stageFigures } from './stageFigures';
import { PAGE_LOAD_TIMEOUT_MS } from './tileRun';

/** Measured trials per round (BENCH_TRIALS). */
export const TRIALS = Math.max(1, Number(process.env.BENCH_TRIALS) || 20);
/** Between trials, so the previous stream is established before the next one replaces it. */
export const PAUSE_MS = 1500;
const FIRST_FRAME_TIMEOUT_MS = 15_000;
const STEP_TIMEOUT_MS = 30_000;
/** Seeks start once this much archive exists, and land at least a margin inside it. */
const MIN_ARCHIVE_MS = 60_000;
export const SEEK_MARGIN_MS = 5_000;
/** Demo HQ cameras 1–5 record on the platform (camera 6 keeps its archive on the avatar). */
export const CAMERAS = [1, 2, 3, 4, 5].map((n) => `demo-hq-camera-${n}`);
const SEEK_CAMERA = 'demo-hq-camera-1';
/** The camera cell's statistics panel (English): its title and the first-frame row's label. */
const STATS = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', 'en-US', 'translation.json'), 'utf8')) as {
    video: { cell: { stats: { title: string; firstFrame: string } } };
  }
).video.cell.stats;

const log = (text: string) => process.stderr.write(`${text}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

export interface ConsoleTrials {
  /** The player's play request → first painted frame (data-first-frame-ms). */
  firstFrameMs: Distribution;
  /** Drop event → the cell showing that first-frame time (includes the cell's re-render). */
  dropToVisibleMs: Distribution;
  /** How each trial's figure was told from the previous one (see DropTiming.settledBy). */
  settledBy: Record<DropTiming['settledBy'], number>;
  /** Where the figures were read: the cell's attribute or, without it, its statistics panel. */
  source: DropTiming['source'] | null;
  failures: string[];
  /** page.goto of the view until its load event. */
  pageLoadMs: number;
  /** The first play on the freshly opened page (data-first-frame-ms), unmeasured otherwise: over
   *  Local, a new connection's offer, getSDP, ICE and DTLS, where the trials after it play on the
   *  connection the window kept (issue 31); null when the cell did not tell it. */
  firstPlayMs: number | null;
  /** Per stage of the first picture (issue 37: requested → received by the player worker → command
   *  sent → first bytes → keyframe → decoder configured → first decoded → painted), ms since the
   *  request over the trials that reported it. */
  stagesMs: Record<string, Distribution>;
}

type Camera = { id: string; name: string; time?: number };

/** Opens the view, gives its first cell a camera and, when the cell does not carry
 *  data-first-frame-ms, opens its statistics panel (Ctrl+L) to read the figure there; then one
 *  unmeasured drop and TRIALS measured ones, PAUSE_MS apart. */
async function dropTrials(
  context: BrowserContext,
  url: string,
  camera: (trial: number) => Camera,
): Promise<ConsoleTrials> {
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  page.setDefaultNavigationTimeout(PAGE_LOAD_TIMEOUT_MS);
  try {
    const loading = Date.now();
    await page.goto(url);
    const pageLoadMs = Date.now() - loading;
    const cell = page.locator('[data-testid="camera-cell"]').first();
    await cell.waitFor();
    await page.evaluate(dropCamera, { cell: 0, camera: camera(-2) });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="camera-cell"]')?.getAttribute('data-status') === 'PLAY',
    );
    const firstPlay = await cell.getAttribute('data-first-frame-ms');
    if (firstPlay === null) {
      log('  cells carry no data-first-frame-ms: reading the statistics panel');
      await cell.focus();
      await page.keyboard.press('Control+l');
      await cell.locator(`section[aria-label="${STATS.title}"]`).waitFor();
    }
    const drop = (trial: number) =>
      page.evaluate(dropAndTimeFirstFrame, {
        cell: 0,
        camera: camera(trial),
        timeoutMs: FIRST_FRAME_TIMEOUT_MS,
        graceMs: SAME_VALUE_GRACE_MS,
        statsFirstFrameLabel: STATS.firstFrame,
      });
    await page.waitForTimeout(PAUSE_MS);
    await drop(-1); // warm-up, unmeasured
    const timings: DropTiming[] = [];
    const failures: string[] = [];
    for (let i = 0; i < TRIALS; i++) {
      await page.waitForTimeout(PAUSE_MS);
      try {
        timings.push(await drop(i));
      } catch (err) {
        failures.push(message(err));
      }
    }
    return {
      firstFrameMs: distribution(timings.map((t) => t.firstFrameMs)),
      dropToVisibleMs: distribution(timings.flatMap((t) => (t.dropToVisibleMs === null ? [] : [t.dropToVisibleMs]))),
      settledBy: {
        reset: timings.filter((t) => t.settledBy === 'reset').length,
        change: timings.filter((t) => t.settledBy === 'change').length,
        grace: timings.filter((t) => t.settledBy === 'grace').length,
      },
      source: timings[0]?.source ?? null,
      failures,
      pageLoadMs,
      firstPlayMs: firstPlay === null ? null : Number(firstPlay),
      stagesMs: stageFigures(timings.map((t) => t.stages)),
    };
  } finally {
    await page.close();
  }
}

/** Live: cameras alternate on the first Camera Grid cell, so each trial starts a new stream. */
export function consoleLive(context: BrowserContext, server: ServerProcess): Promise<ConsoleTrials> {
  return dropTrials(context, `${server.url}/view/cameraGrid`, (trial) => {
    const id = CAMERAS[(trial + CAMERAS.length) % CAMERAS.length] ?? SEEK_CAMERA;
    return { id, name: id };
  });
}

/** Seek: the same camera dropped with a random time in its archive on the first Archive Viewer
 *  cell; `targetsMs` says how far back each measured seek went. */
export async function consoleSeek(
  context: BrowserContext,
  server: ServerProcess,
  recordedFrom: number,
): Promise<ConsoleTrials & { targetsMs: number[] }> {
  const targetsMs: number[] = [];
  const trials = await dropTrials(context, `${server.url}/view/archiveCameraGrid`, (trial) => {
    const latest = Date.now() - 2 * SEEK_MARGIN_MS;
    const earliest = recordedFrom + SEEK_MARGIN_MS;
    const time = Math.round(earliest + Math.random() * (latest - earliest));
    if (trial >= 0) targetsMs.push(Date.now() - time);
    return { id: SEEK_CAMERA, name: SEEK_CAMERA, time };
  });
  return { ...trials, targetsMs };
}

/** Waits until both sources hold MIN_ARCHIVE_MS of recording (plus the margins). */
export async function waitForArchive(session: ConsoleSession, hls: HlsSource): Promise<number> {
  const deadline = Date.now() + 5 * MIN_ARCHIVE_MS;
  for (;;) {
    const from = await archiveStart(session, SEEK_CAMERA);
    const enough = (start: number) => Date.now() - start >= MIN_ARCHIVE_MS + 3 * SEEK_MARGIN_MS;
    if (from !== null && enough(from) && enough(hls.startedAt)) return from;
    if (Date.now() > deadline) throw new Error(`No ${MIN_ARCHIVE_MS / 1000} s of archive of ${SEEK_CAMERA}`);
    log(`waiting for ${MIN_ARCHIVE_MS / 1000} s of archive …`);
    await sleep(5000);
  }
}
