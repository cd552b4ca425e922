/** One tile count of bench/video: opens the tile view with every cell's camera saved, waits until
 *  every tile shows video, settles, then over a measured window reads the cells' frame counters,
 *  the CPU of Chromium's processes by type, the page's main thread, the server (with its demo
 *  encoders) and the whole machine. */
import type { BrowserContext } from '@playwright/test';
import { cellsShowingVideo, type CellReading, readCells } from './cellProbes';
import { chromiumCpuPercent, chromiumCpuSnapshot, mainThreadSeconds } from './chromiumCpu';
import type { ConsoleSession } from './consoleSession';
import { cpuPercent, cpuSnapshot } from './cpuUsage';
import { measureTreeCpu } from './processTreeCpu';
import type { ServerProcess } from './serverProcess';
import { cameraCellsKey, tileCells, tileView } from './tileViews';

const SETTLE_MS = 3_000;
const ALL_PLAYING_TIMEOUT_MS = 90_000;
/** The demo cameras' frame rate (DEMO_ENCODING.full.fps): what each tile should paint per second. */
const EXPECTED_FPS = 10;

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
  /** Painted frames per second per tile: mean and the slowest tile (the source sends 10). */
  paintedFps: { mean: number | null; min: number | null; expected: number };
  /** Tiles not in PLAY at the end of the window. */
  notPlaying: number;
  /** Percent of one core over the window (200 = both cores of a 2-core machine). */
  cpuPercent: {
    /** All renderer processes: the page's main thread, its decoder and raster threads. */
    renderer: number;
    gpu: number;
    browser: number;
    /** Everything else Chromium runs (utility: network, audio …; zygote). */
    otherChromium: number;
    /** Task time of the page's main thread (DevTools Performance.getMetrics TaskDuration). */
    pageMainThread: number;
    /** The part of it that was JavaScript (ScriptDuration). */
    pageScript: number;
    /** The platform server and its ffmpeg children (the demo cameras' encoders). */
    serverAndEncoders: number;
    /** All cores busy, everything included. */
    machine: number | null;
  };
  byProcessType: Record<string, { percent: number; processes: number }>;
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

const percent = (part: number, whole: number) =>
  Number.isFinite(part) && Number.isFinite(whole) && whole > 0 ? Number(((part / whole) * 100).toFixed(2)) : null;

export async function measureTiles(
  context: BrowserContext,
  server: ServerProcess,
  session: ConsoleSession,
  tiles: number,
  cameras: readonly string[],
  seconds: number,
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
    await page.waitForFunction(cellsShowingVideo, tiles, { polling: 100, timeout: ALL_PLAYING_TIMEOUT_MS });
    const allPlayingMs = Date.now() - opened;
    await page.waitForTimeout(SETTLE_MS);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const before = {
      cells: await page.evaluate(readCells),
      chromium: chromiumCpuSnapshot(),
      main: await mainThreadSeconds(cdp),
      machine: cpuSnapshot(undefined),
      at: performance.now(),
    };
    const [serverCpu] = await Promise.all([
      measureTreeCpu(server.pid, seconds * 1000),
      page.waitForTimeout(seconds * 1000),
    ]);
    const after = {
      cells: await page.evaluate(readCells),
      chromium: chromiumCpuSnapshot(),
      main: await mainThreadSeconds(cdp),
      machine: cpuSnapshot(undefined),
      at: performance.now(),
    };
    await cdp.detach();

    const wallS = (after.at - before.at) / 1000;
    const grown = deltas(before.cells, after.cells);
    const frames = { decoded: sum(grown, 'decoded'), painted: sum(grown, 'painted'), dropped: sum(grown, 'dropped') };
    const fps = grown.map((cell) => cell.painted / wallS).filter(Number.isFinite);
    const byType = chromiumCpuPercent(before.chromium, after.chromium);
    const typeCpu = (type: string) => byType[type]?.percent ?? 0;
    const chromiumTotal = Object.values(byType).reduce((total, entry) => total + entry.percent, 0);
    const round = (value: number) => Number(value.toFixed(1));
    return {
      tiles,
      cells: after.cells.length,
      allPlayingMs,
      droppedPercent: percent(frames.dropped, frames.decoded),
      droppedOfShownPercent: percent(frames.dropped, frames.painted + frames.dropped),
      frames,
      paintedFps: {
        mean: fps.length ? round(fps.reduce((a, b) => a + b, 0) / fps.length) : null,
        min: fps.length ? round(Math.min(...fps)) : null,
        expected: EXPECTED_FPS,
      },
      notPlaying: after.cells.filter((cell) => cell.status !== 'PLAY').length,
      cpuPercent: {
        renderer: typeCpu('renderer'),
        gpu: typeCpu('gpu-process'),
        browser: typeCpu('browser'),
        otherChromium: round(chromiumTotal - typeCpu('renderer') - typeCpu('gpu-process') - typeCpu('browser')),
        pageMainThread: round(((after.main.task - before.main.task) / wallS) * 100),
        pageScript: round(((after.main.script - before.main.script) / wallS) * 100),
        serverAndEncoders: serverCpu.totalPercent,
        machine: cpuPercent(before.machine, after.machine).machine ?? null,
      },
      byProcessType: byType,
    };
  } finally {
    await page.close();
  }
}
