/** One tile count of bench/video: opens the tile view with every cell's camera saved, waits until
 *  every tile shows video, settles, then over a measured window reads the cells' frame counters,
 *  the CPU of Chromium's processes by type, the page's main thread, the server (with its demo
 *  encoders) and the whole machine; each tile's glass to glass beside its dropped frames, and how
 *  many tiles said 'Behind live' while sampled (issue 37), and each tile's camera side (cameraSide.ts:
 *  how late the platform sent its camera's pictures, and how late they reached a probe beside the
 *  browser), so that glass to glass is split into the camera's share and the workstation's. */
import type { BrowserContext } from '@playwright/test';
import { type CameraSideReading, probeCameraSide } from './cameraSide';
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
/** A page's load under a loaded machine: long, and its time is reported (issue 37). */
export const PAGE_LOAD_TIMEOUT_MS = Number(process.env.BENCH_PAGE_LOAD_TIMEOUT_MS) || 120_000;
/** How often the tiles' 'Behind live' marks are sampled during the window. */
const BEHIND_SAMPLE_MS = 250;

export interface TileReading {
  deviceId: string;
  droppedPercent: number | null;
  /** The tile's own glass to glass over its last painted frames (ms). */
  glassP50: number | null;
  glassP95: number | null;
  /** Share of the window's samples in which the tile said 'Behind live', in percent. */
  behindLivePercent: number;
  /** Its camera's pictures over the window: how late the platform sent them and how late they
   *  reached a probe viewer beside the browser (ms); null when the probe failed. */
  camera: Omit<CameraSideReading, 'deviceId'> | null;
  /** glassP95 less the camera's arrival p95: the workstation's share (ms). */
  workstationP95: number | null;
}

export interface TileFigures {
  tiles: number;
  /** Cells found on the page (should equal tiles). */
  cells: number;
  /** page.goto of the view until its load event (under PAGE_LOAD_TIMEOUT_MS). */
  pageLoadMs: number;
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
  /** Glass to glass of the cells' last painted frames: the median over cells of their p50 and p95,
   *  and the worst tile's p95. */
  glassToGlassMs: { p50: number | null; p95: number | null; worstTileP95: number | null };
  /** Each tile: dropped frames beside glass to glass and time behind live. */
  perTile: TileReading[];
  /** Tiles that said 'Behind live' at least once in the window. */
  tilesBehindLive: number;
  /** Medians over tiles of the camera side and of the workstation's share (ms); the probe's
   *  failure, if any. */
  split: {
    cameraSentLateP95: number | null;
    cameraArrivedP95: number | null;
    workstationP95: number | null;
    error?: string;
  };
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

function withoutDevice({ deviceId, ...figures }: CameraSideReading): Omit<CameraSideReading, 'deviceId'> {
  void deviceId;
  return figures;
}

const finite = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? value : null);

/** In the page: every `everyMs` over `ms`, which cells say 'Behind live' (counts per cell index). */
async function sampleBehindLive(args: { ms: number; everyMs: number }): Promise<{ samples: number; behind: number[] }> {
  const end = performance.now() + args.ms;
  const behind: number[] = [];
  let samples = 0;
  while (performance.now() < end) {
    const cells = [...document.querySelectorAll('[data-testid="camera-cell"]')];
    cells.forEach((cell, i) => {
      behind[i] = (behind[i] ?? 0) + (cell.querySelector('[data-testid="behind-live"]') ? 1 : 0);
    });
    samples += 1;
    await new Promise((resolve) => setTimeout(resolve, args.everyMs));
  }
  return { samples, behind };
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
      ...(cell.behindLive ? ['behind live'] : []),
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
    await page.goto(`${server.url}/view/${view.id}`, { timeout: PAGE_LOAD_TIMEOUT_MS });
    const pageLoadMs = Date.now() - opened;
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

    let probeError: string | undefined;
    const probe = await probeCameraSide(
      session,
      (await page.evaluate(readCells)).map((cell) => cell.deviceId).filter(Boolean),
    ).catch((err: unknown) => {
      probeError = err instanceof Error ? err.message : String(err);
      return null;
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    probe?.start();
    const before = {
      cells: await page.evaluate(readCells),
      chromium: chromiumCpuSnapshot(),
      main: await pageSeconds(cdp),
      machine: cpuSnapshot(undefined),
      at: performance.now(),
    };
    const firstCell = await page.locator('[data-testid="camera-cell"]').first().boundingBox();
    const [serverCpu, behindSamples, inputDelayMs] = await Promise.all([
      measureTreeCpu(server.pid, seconds * 1000),
      page.evaluate(sampleBehindLive, { ms: seconds * 1000, everyMs: BEHIND_SAMPLE_MS }),
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
    const cameraSide = probe?.stop() ?? [];
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
    const perTile = grown.map((cell, i): TileReading => {
      const side = cameraSide.find((reading) => reading.deviceId === cell.deviceId);
      const glassP95 = finite(extras[i]?.glassP95);
      const arrivedP95 = side?.arrivedLateP95 ?? null;
      return {
        deviceId: cell.deviceId,
        droppedPercent: percent(cell.dropped, cell.decoded),
        glassP50: finite(extras[i]?.glassP50),
        glassP95,
        behindLivePercent:
          behindSamples.samples > 0
            ? Number((((behindSamples.behind[i] ?? 0) / behindSamples.samples) * 100).toFixed(1))
            : 0,
        camera: side ? withoutDevice(side) : null,
        workstationP95: glassP95 !== null && arrivedP95 !== null ? round(glassP95 - arrivedP95) : null,
      };
    });
    const worstTile = perTile.flatMap((t) => (t.glassP95 === null ? [] : [t.glassP95]));
    return {
      tiles,
      cells: after.cells.length,
      pageLoadMs,
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
      glassToGlassMs: {
        p50: median(extras.map((c) => c.glassP50)),
        p95: median(extras.map((c) => c.glassP95)),
        worstTileP95: worstTile.length > 0 ? Math.max(...worstTile) : null,
      },
      perTile,
      tilesBehindLive: perTile.filter((t) => t.behindLivePercent > 0).length,
      split: {
        cameraSentLateP95: median(perTile.map((t) => t.camera?.sentLateP95 ?? Number.NaN)),
        cameraArrivedP95: median(perTile.map((t) => t.camera?.arrivedLateP95 ?? Number.NaN)),
        workstationP95: median(perTile.map((t) => t.workstationP95 ?? Number.NaN)),
        ...(probeError && { error: probeError }),
      },
      inputDelayMs,
    };
  } finally {
    await page.close();
  }
}
