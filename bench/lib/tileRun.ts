/** One tile count of bench/video: opens the tile view with every cell's camera saved, waits until
 *  every tile shows video, settles, then over a measured window reads the cells' frame counters,
 *  the CPU of Chromium's processes by type, the page's main thread, the server (with its demo
 *  encoders) and the whole machine. */
import type { BrowserContext } from '@playwright/test';
import { cellsShowingVideo, type CellReading, readCells } from './cellProbes';
import { chromiumCpuPercent, chromiumCpuSnapshot, pageSeconds } from './chromiumCpu';
import type { ConsoleSession } from './consoleSession';
import { cpuPercent, cpuSnapshot } from './cpuUsage';
import { measureInputDelay } from './inputDelay';
import { measureTreeCpu } from './processTreeCpu';
import type { ServerProcess } from './serverProcess';
import { cameraCellsKey, tileCells, tileView } from './tileViews';

const SETTLE_MS = 3_000;
const ALL_PLAYING_TIMEOUT_MS = 90_000;

export interface TileFigures {
  tiles: number;
  /** Cells found on the page (should equal tiles). */
  cells: number;
  /** From opening the view until every tile showed a first frame. */
  allPlayingMs: number;
  /** Σ dropped / Σ decoded over the window, in percent; null where the cells lack the counters. */
  droppedPercent: number | null;
  /** Σ dropped / Σ (painted + dropped), in percent. */
  droppedOfShownPercent: number | null;
  frames: { decoded: number; painted: number; dropped: number };
  /** Frames per second per tile, mean and slowest tile: the demo cameras send 10 on the full
   *  stream and 5 on the review stream, which Stream Auto picks for narrow cells. */
  paintedFps: { mean: number | null; min: number | null };
  decodedFps: { mean: number | null; min: number | null };
  /** Tiles not in PLAY at the end of the window. */
  notPlaying: number;
  /** The tiles' states at the end of the window, counted: data-status, keyframes only, and the
   *  notice or error line a tile shows (what an operator would read on a tile that stopped). */
  states: Record<string, number>;
  /** Percent of one core over the window (200 = both cores of a 2-core machine). */
  cpuPercent: {
    /** All renderer processes: the page's main thread, its decoder and raster threads. */
    renderer: number;
    gpu: number;
    browser: number;
    /** Everything else Chromium runs (utility: network, audio …; zygote). */
    otherChromium: number;
    /** The page's renderer process and its main thread (DevTools ProcessTime, ThreadTime). */
    pageProcess: number;
    /** The page's process minus its main thread: the player workers (decode and paint off the main
     *  thread), the media decoder and raster threads. */
    pageOtherThreads: number;
    pageMainThread: number;
    /** Wall time of the main thread's tasks (TaskDuration) and of their JavaScript
     *  (ScriptDuration): above pageMainThread when the tasks waited for a core. */
    pageMainThreadBusy: number;
    pageScriptBusy: number;
    /** The platform server and its ffmpeg children (the demo cameras' encoders). */
    serverAndEncoders: number;
    /** All cores busy, everything included. */
    machine: number | null;
  };
  byProcessType: Record<string, { percent: number; processes: number }>;
  /** Where the cells decoded and painted (data-player-path), counted. */
  paths: Record<string, number>;
  /** Glass to glass of the cells' last painted frames: the median over cells of their p50 and p95. */
  glassToGlassMs: { p50: number | null; p95: number | null };
  /** Delays (ms) of synthetic pointer-downs on a tile while the tiles played, when asked for. */
  inputDelayMs: number[] | null;
}

export interface TileOptions {
  /** Send this many pointer-downs (250 ms apart) on the first tile during the window. */
  inputEvents?: number;
}

interface CellExtras {
  path: string;
  glassP50: number;
  glassP95: number;
}

function readExtras(): CellExtras[] {
  return [...document.querySelectorAll<HTMLElement>('[data-testid="camera-cell"]')].map((cell) => ({
    path: cell.dataset.playerPath ?? 'unknown',
    glassP50: Number(cell.dataset.glassP50Ms || Number.NaN),
    glassP95: Number(cell.dataset.glassP95Ms || Number.NaN),
  }));
}

function median(values: number[]): number | null {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] as number) : null;
}

const sum = (cells: CellReading[], key: 'decoded' | 'painted' | 'dropped') =>
  cells.reduce((total, cell) => total + cell[key], 0);

/** Counter growth per cell over the window; a counter that went down (a restarted player) counts
 *  from zero. */
function deltas(before: CellReading[], after: CellReading[]): CellReading[] {
  return after.map((cell, i) => {
    const was = before[i];
    const grow = (key: 'decoded' | 'painted' | 'dropped') =>
      was && cell[key] >= was[key] ? cell[key] - was[key] : cell[key];
    return { ...cell, decoded: grow('decoded'), painted: grow('painted'), dropped: grow('dropped') };
  });
}

function countStates(cells: CellReading[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const cell of cells) {
    for (const key of [
      `status ${cell.status}`,
      ...(cell.keyframesOnly ? ['keyframes only'] : []),
      ...(cell.message ? [`says "${cell.message}"`] : []),
    ]) {
      counts[key] = (counts[key] ?? 0) + 1;
    }
  }
  return counts;
}

const percent = (part: number, whole: number) =>
  Number.isFinite(part) && Number.isFinite(whole) && whole > 0 ? Number(((part / whole) * 100).toFixed(2)) : null;

export async function measureTiles(
  context: BrowserContext,
  server: ServerProcess,
  session: ConsoleSession,
  tiles: number,
  cameras: readonly string[],
  seconds: number,
  options: TileOptions = {},
): Promise<TileFigures> {
  const view = tileView(tiles);
  const page = await context.newPage();
  try {
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      cameraCellsKey(session),
      JSON.stringify(tileCells(view, cameras)),
    ] as const);
    const opened = Date.now();
    await page.goto(`${server.url}/view/${view.id}`);
    try {
      await page.waitForFunction(cellsShowingVideo, tiles, { polling: 100, timeout: ALL_PLAYING_TIMEOUT_MS });
    } catch (err) {
      // Say what the tiles that never showed a picture were doing.
      const cells = await page.evaluate(readCells).catch(() => []);
      const waiting = cells.filter((cell) => cell.firstFrameMs === '');
      throw new Error(
        `${waiting.length} of ${tiles} tiles showed no picture in ${ALL_PLAYING_TIMEOUT_MS / 1000} s ` +
          `(${JSON.stringify(countStates(waiting))}): ${err instanceof Error ? err.message : String(err)}`,
        { cause: err },
      );
    }
    const allPlayingMs = Date.now() - opened;
    await page.waitForTimeout(SETTLE_MS);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const before = {
      cells: await page.evaluate(readCells),
      chromium: chromiumCpuSnapshot(),
      main: await pageSeconds(cdp),
      machine: cpuSnapshot(undefined),
      at: performance.now(),
    };
    const firstCell = await page.locator('[data-testid="camera-cell"]').first().boundingBox();
    const [serverCpu, , inputDelayMs] = await Promise.all([
      measureTreeCpu(server.pid, seconds * 1000),
      page.waitForTimeout(seconds * 1000),
      options.inputEvents && firstCell
        ? measureInputDelay(
            context,
            page,
            // The cell's header: selects the tile, starts nothing.
            { x: firstCell.x + firstCell.width / 2, y: firstCell.y + 10 },
            options.inputEvents,
            Math.max(50, Math.floor((seconds * 1000) / options.inputEvents) - 20),
          )
        : Promise.resolve(null),
    ]);
    const extras = await page.evaluate(readExtras);
    const after = {
      cells: await page.evaluate(readCells),
      chromium: chromiumCpuSnapshot(),
      main: await pageSeconds(cdp),
      machine: cpuSnapshot(undefined),
      at: performance.now(),
    };
    await cdp.detach();

    const wallS = (after.at - before.at) / 1000;
    const round = (value: number) => Number(value.toFixed(1));
    const share = (key: 'thread' | 'process' | 'task' | 'script') =>
      round(((after.main[key] - before.main[key]) / wallS) * 100);
    const grown = deltas(before.cells, after.cells);
    const frames = { decoded: sum(grown, 'decoded'), painted: sum(grown, 'painted'), dropped: sum(grown, 'dropped') };
    const rate = (key: 'painted' | 'decoded') => {
      const fps = grown.map((cell) => cell[key] / wallS).filter(Number.isFinite);
      return fps.length
        ? { mean: round(fps.reduce((a, b) => a + b, 0) / fps.length), min: round(Math.min(...fps)) }
        : { mean: null, min: null };
    };
    const byType = chromiumCpuPercent(before.chromium, after.chromium);
    const typeCpu = (type: string) => byType[type]?.percent ?? 0;
    const chromiumTotal = Object.values(byType).reduce((total, entry) => total + entry.percent, 0);
    return {
      tiles,
      cells: after.cells.length,
      allPlayingMs,
      droppedPercent: percent(frames.dropped, frames.decoded),
      droppedOfShownPercent: percent(frames.dropped, frames.painted + frames.dropped),
      frames,
      paintedFps: rate('painted'),
      decodedFps: rate('decoded'),
      notPlaying: after.cells.filter((cell) => cell.status !== 'PLAY').length,
      states: countStates(after.cells),
      cpuPercent: {
        renderer: typeCpu('renderer'),
        gpu: typeCpu('gpu-process'),
        browser: typeCpu('browser'),
        otherChromium: round(chromiumTotal - typeCpu('renderer') - typeCpu('gpu-process') - typeCpu('browser')),
        pageProcess: share('process'),
        pageOtherThreads: round(share('process') - share('thread')),
        pageMainThread: share('thread'),
        pageMainThreadBusy: share('task'),
        pageScriptBusy: share('script'),
        serverAndEncoders: serverCpu.totalPercent,
        machine: cpuPercent(before.machine, after.machine).machine ?? null,
      },
      byProcessType: byType,
      paths: extras.reduce<Record<string, number>>((counts, cell) => {
        counts[cell.path] = (counts[cell.path] ?? 0) + 1;
        return counts;
      }, {}),
      glassToGlassMs: { p50: median(extras.map((c) => c.glassP50)), p95: median(extras.map((c) => c.glassP95)) },
      inputDelayMs,
    };
  } finally {
    await page.close();
  }
}
