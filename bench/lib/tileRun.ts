/** One tile count of bench/video: opens the tile view with every cell's camera saved, waits until
 *  every tile shows video, settles, then over a measured window reads the cells' frame counters,
 *  the CPU of Chromium's processes by type, the page's main thread, the server (with its demo
 *  encoders) and the whole machine; each tile's glass to glass beside its dropped frames, and how
 *  many tiles said 'Behind live' while sampled (issue 37), and each tile's camera side (cameraSide.ts:
 *  how late the platform sent its camera's pictures, and how late they reached a probe beside the
 *  browser), so that glass to glass is split into the camera's share and the workstation's. */
import type { BrowserContext } from '@playwright/test';
import { LIVE_LAG } from '../../shared/video/playerConstants';
import { DEMO_ENCODING } from '../../server/media/sources/demoSceneArgs';
import { overBoundSpells, type SpellSummary, summariseSpells } from './behindLiveSpells';
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
/** How often the tiles' 'Behind live' marks and recent paints are read during the window. */
const BEHIND_SAMPLE_MS = 250;
/** Issue 37: a tile whose picture is older than the live bound says 'Behind live' within this. */
export const MARK_WITHIN_MS = 1_000;

export interface TileReading {
  deviceId: string;
  droppedPercent: number | null;
  /** The tile's own glass to glass over its last painted frames (ms). */
  glassP50: number | null;
  glassP95: number | null;
  /** Share of the window's samples in which the tile said 'Behind live', in percent. */
  behindLivePercent: number;
  /** The spells in which the picture on the tile was older than the live bound, and how soon after
   *  each began the tile said 'Behind live' (issue 37). */
  overBound: SpellSummary;
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
  /** Over all tiles: spells over the live bound, those that lasted MARK_WITHIN_MS or more, of
   *  those the ones marked 'Behind live' within MARK_WITHIN_MS, every mark's delay, and the tiles
   *  that meet issue 37's target — glass to glass p95 ≤ 300 ms, or every spell of theirs that lasted
   *  MARK_WITHIN_MS marked within it (`neither` lists the others' p95). */
  behindLiveMark: {
    spells: number;
    long: number;
    markedInTime: number;
    delaysMs: number[];
    worstDelayMs: number | null;
    tilesWithinGlass: number;
    tilesMarkedInTime: number;
    neither: Array<number | null>;
  };
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

interface BehindSamples {
  samples: number;
  behind: number[];
  /** Per cell: its painted live pictures, [paintedAt, ageMs] (data-glass-recent). */
  paints: Array<Array<[number, number]>>;
  /** Per cell: when its marks changed, [at, behindLive, keyframesOnly] (the first: at the start). */
  changes: Array<Array<[number, boolean, boolean]>>;
  /** The window, epoch ms. */
  from: number;
  to: number;
}

/** In the page over `ms`: every `everyMs` which cells say 'Behind live' (counts per cell index) and
 *  the pictures they painted; and, as they happen (a MutationObserver), when each cell's 'Behind
 *  live' and 'Keyframes only' marks came and went. Named functions stay out (see cellProbes.ts). */
async function sampleBehindLive(args: { ms: number; everyMs: number }): Promise<BehindSamples> {
  const selector = '[data-testid="camera-cell"]';
  const behindMark = '[data-testid="behind-live"]';
  const keyframesMark = '[data-testid="keyframes-only"]';
  const from = performance.timeOrigin + performance.now();
  const end = performance.now() + args.ms;
  const behind: number[] = [];
  const paints: Array<Map<number, number>> = [];
  const changes: Array<Array<[number, boolean, boolean]>> = [];
  let samples = 0;
  let to = 0;
  const observer = new MutationObserver(() => {
    const at = performance.timeOrigin + performance.now();
    document.querySelectorAll(selector).forEach((cell, i) => {
      const marks: [number, boolean, boolean] = [
        at,
        cell.querySelector(behindMark) !== null,
        cell.querySelector(keyframesMark) !== null,
      ];
      const list = (changes[i] ??= []);
      const last = list[list.length - 1];
      if (!last || last[1] !== marks[1] || last[2] !== marks[2]) list.push(marks);
    });
  });
  observer.observe(document.body, { childList: true, subtree: true });
  for (;;) {
    const ended = performance.now() >= end;
    if (ended) {
      observer.disconnect();
      to = performance.timeOrigin + performance.now();
      // Pictures painted inside the window are told up to two seconds later (the worker's
      // statistics and the cell's attribute each refresh once a second): read them once more then,
      // or the last of them would read as a picture left on screen to age.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
    }
    const at = performance.timeOrigin + performance.now();
    document.querySelectorAll<HTMLElement>(selector).forEach((cell, i) => {
      if (!ended) {
        const isBehind = cell.querySelector(behindMark) !== null;
        behind[i] = (behind[i] ?? 0) + (isBehind ? 1 : 0);
        // The marks as the window starts (or as the cell first appears).
        if (!changes[i]?.length) changes[i] = [[at, isBehind, cell.querySelector(keyframesMark) !== null]];
      }
      const seen = (paints[i] ??= new Map());
      for (const pair of (cell.dataset.glassRecent ?? '').split(' ')) {
        const [paintedAt, age] = pair.split(':').map(Number);
        if (Number.isFinite(paintedAt) && Number.isFinite(age)) seen.set(paintedAt as number, age as number);
      }
    });
    if (ended) break;
    samples += 1;
    await new Promise((resolve) => setTimeout(resolve, args.everyMs));
  }
  return { samples, behind, paints: paints.map((seen) => [...seen.entries()]), changes, from, to };
}

/** A tile's spells over the live bound and how soon it said so (behindLiveSpells.ts). */
function overBoundOf(samples: BehindSamples, cell: number): SpellSummary {
  const spells = overBoundSpells(
    (samples.paints[cell] ?? []).map(([at, ageMs]) => ({ at, ageMs })),
    (samples.changes[cell] ?? []).map(([at, behindLive, keyframesOnly]) => ({ at, behindLive, keyframesOnly })),
    {
      from: samples.from,
      to: samples.to,
      boundMs: LIVE_LAG.skipAboveMs,
      frameMs: 1000 / DEMO_ENCODING.full.fps,
      keyIntervalMs: DEMO_ENCODING.gopSeconds * 1000,
    },
  );
  return summariseSpells(spells, samples.to - samples.from, MARK_WITHIN_MS);
}

/** Issue 37's per-tile target: glass to glass p95 within this … */
const TILE_GLASS_P95_TARGET_MS = 300;

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
        overBound: overBoundOf(behindSamples, i),
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
      behindLiveMark: markFigures(perTile),
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

function markFigures(perTile: readonly TileReading[]): TileFigures['behindLiveMark'] {
  const total = (key: 'spells' | 'long' | 'markedInTime') => perTile.reduce((n, t) => n + t.overBound[key], 0);
  const delaysMs = perTile.flatMap((t) => t.overBound.delaysMs);
  const worst = perTile.flatMap((t) => (t.overBound.worstDelayMs === null ? [] : [t.overBound.worstDelayMs]));
  const withinGlass = (t: TileReading) => t.glassP95 !== null && t.glassP95 <= TILE_GLASS_P95_TARGET_MS;
  const markedInTime = (t: TileReading) => t.overBound.markedInTime === t.overBound.long;
  return {
    spells: total('spells'),
    long: total('long'),
    markedInTime: total('markedInTime'),
    delaysMs,
    worstDelayMs: worst.length > 0 ? Math.max(...worst) : null,
    tilesWithinGlass: perTile.filter(withinGlass).length,
    tilesMarkedInTime: perTile.filter((t) => !withinGlass(t) && markedInTime(t)).length,
    neither: perTile.filter((t) => !withinGlass(t) && !markedInTime(t)).map((t) => t.glassP95),
  };
}
