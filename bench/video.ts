/** bench/video: the console's video player in Chromium against the real platform (media pipeline
 *  on), beside hls.js playing an equivalent HLS source in the same browser and run:
 *  - live: a camera dropped on a Camera Grid cell → its first painted frame, over the cloud's media
 *    WebSocket and over the local transport (WebRTC from the platform's built-in avatar, issue 31);
 *  - seek: a camera with a time dropped on an Archive Viewer cell → the first painted frame there;
 *  - hls.js: live first frame (fresh player) and seek (currentTime) on a demo-like event playlist;
 *  - an MSE player fed the same kind of fMP4 over a WebSocket (as go2rtc and Frigate play live): live
 *    first frame; glass to glass of all three, and of the console's own cell over the cloud and over
 *    the local transport (issue 31);
 *  - 4, 9 and 16 full-rate and 36 review-rate live tiles, on the worker path and on the main-thread
 *    fallback: dropped %, painted fps, main-thread busy %, the page's other threads (workers), and
 *    the delay of pointer-downs while 16 tiles play;
 *  all while a background load the bench starts keeps every core BENCH_LOAD_PERCENT (50) % busy.
 *  Each part runs once per round, the parts taking turns, BENCH_ROUNDS (at least 3) rounds: every
 *  figure is the median of the rounds' with its spread and the load and CPU beside it (issue 37).
 *  A part or baseline that fails is reported as failed and the bench goes on; pages get
 *  BENCH_PAGE_LOAD_TIMEOUT_MS (120 s) to load, and their load times are reported.
 *  Run with `npx tsx bench/video.ts`; BENCH_TRIALS (default 20, per round), BENCH_TILE_SECONDS
 *  (default 20).
 *  A smaller run: BENCH_VIDEO_TILES_ONLY=1 (the tiles only), BENCH_TILE_COUNTS=36 (some tile
 *  counts), BENCH_PLAYER_PATHS=worker (one path), BENCH_VIDEO_LOCAL_ONLY=1 (the live first frame over
 *  the cloud and over the local transport, nothing else), BENCH_VIDEO_SEEK_ONLY=1 (the seeks and
 *  hls.js's, with their stages). BENCH_PORT_BASE=n listens on n (the
 *  platform), n+1 (the HLS source) and n+2 (the MSE source) instead of free ports. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from '../scripts/chromium';
import { buildIfStale } from './lib/buildIfStale';
import { shareSession, signIn } from './lib/consoleSession';
import {
  CAMERAS,
  consoleLive,
  consoleSeek,
  type ConsoleTrials,
  PAUSE_MS,
  SEEK_MARGIN_MS,
  TRIALS,
  waitForArchive,
} from './lib/consoleTrials';
import { type Distribution, distribution } from './lib/distribution';
import { type HlsSource, startHlsSource } from './lib/hlsSource';
import { hlsLiveTrials, hlsSeekTrials } from './lib/hlsTrials';
import { loadAverage } from './lib/report';
import { ROOT, startServer, type ServerProcess } from './lib/serverProcess';
import { PAGE_LOAD_TIMEOUT_MS, measureTiles, type TileFigures } from './lib/tileRun';
import {
  acrossRounds,
  describeFigure,
  inRound,
  type RoundFigure,
  type RoundResult,
  roundRatios,
  spreadOf,
} from './lib/rounds';
import { saveViews, TILE_COUNTS, TILE_STREAM, TILE_VIEWPORT, tileView } from './lib/tileViews';
import { describeStageRounds, stageFigures } from './lib/stageFigures';
import { PLAYER_PATH_STORAGE_KEY } from '../shared/video/playerConstants';
import { PLAYER_CONNECTION_STORAGE_KEY } from '../shared/shell/constants';
import { startBackgroundLoad } from './lib/backgroundLoad';
import { type BaselineFigures, hlsGlass, mseTrials } from './lib/glassTrials';
import { type MseSource, startMseSource } from './lib/mseSource';
import { type ArchiveStartCell, archiveStarts } from './lib/archiveStarts';
import { consoleGlass, describeGlass, glassAcrossRounds, type GlassReading } from './lib/consoleGlass';

const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS) || 3);
const TILE_SECONDS = Math.max(1, Number(process.env.BENCH_TILE_SECONDS) || 20);
const VIEWPORT = { width: 1920, height: 1080 };
const CONSOLE_DIR = path.join(ROOT, 'build', 'renderer');
const REALM = 'demo-hq';
/** Issue 17's targets: live first frame ≤ 0.35× hls.js at p50, seek p95 ≤ hls.js's (difference ≤ 0),
 *  16 full-rate tiles < 1 % dropped with the main thread < 25 % busy, 36 review tiles < 2 % dropped,
 *  a pointer-down's p95 delay ≤ 50 ms while 16 tiles play, glass to glass p95 ≤ 150 ms; issue 31's:
 *  the local transport's live first frame no slower than the cloud's (ratio ≤ 1 at p50), its glass to
 *  glass p95 ≤ 100 ms, and no archive start of four cells at once missed (each plays within the play
 *  timeout and its one retry) under the bench's own load. */
const TARGETS = {
  liveFirstFrameRatioP50: 0.35,
  seekP95VersusHlsMs: 0,
  droppedPercent16FullTiles: 1,
  mainThreadBusy16FullTiles: 25,
  droppedPercent36ReviewTiles: 2,
  inputDelayP95Ms16Tiles: 50,
  glassToGlassP95Ms: 150,
  localFirstFrameRatioToCloudP50: 1,
  localGlassToGlassP95Ms: 100,
  archiveStartsMissedPercent: 0,
};
/** Each core this busy from the bench's own background load (BENCH_LOAD_PERCENT). */
const LOAD_PERCENT = Number(process.env.BENCH_LOAD_PERCENT ?? 50);
/** How long each player's glass to glass is sampled, and pointer-downs sent during 16 tiles. */
const GLASS_MS = 8_000;
const INPUT_EVENTS = 30;

const log = (message: string) => process.stderr.write(`${message}\n`);

/** The console setting of the player's connection (Cloud, Local, Auto) for a context's pages: the
 *  cloud figures and the tiles are the cloud's own, not Auto's local takeover. */
function useConnection(context: BrowserContext, connection: 'Cloud' | 'Local') {
  return context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    PLAYER_CONNECTION_STORAGE_KEY,
    connection,
  ] as const);
}
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Percentiles of a list of samples (ms). */
const spread = (values: number[]) => distribution(values);

/** A list of the env var's words that are among `all`, else all of them. */
function chosen<T extends string | number>(name: string, all: readonly T[]): T[] {
  const words = (process.env[name] ?? '').split(/[\s,]+/).filter(Boolean);
  const picked = all.filter((value) => words.includes(String(value)));
  return picked.length > 0 ? picked : [...all];
}

const PATHS = chosen('BENCH_PLAYER_PATHS', ['worker', 'main'] as const);
const COUNTS = chosen('BENCH_TILE_COUNTS', TILE_COUNTS);
const TILES_ONLY = process.env.BENCH_VIDEO_TILES_ONLY === '1';
/** Issue 31: the local transport's first frame beside the cloud's, without the baselines' encoders
 *  or the tiles (a run of minutes instead of most of an hour). */
const LOCAL_ONLY = process.env.BENCH_VIDEO_LOCAL_ONLY === '1';
/** Issue 37: the console's seeks and hls.js's, with their stages, and nothing else. */
const SEEK_ONLY = process.env.BENCH_VIDEO_SEEK_ONLY === '1';
/** The player paths whose tiles are measured. */
const TILE_PATHS = LOCAL_ONLY || SEEK_ONLY ? [] : PATHS;

/** A console part's round: its first-frame samples, the whole trials kept for the report. */
async function consoleRound(run: () => Promise<ConsoleTrials>, kept: ConsoleTrials[]): Promise<number[]> {
  const trials = await run();
  kept.push(trials);
  if (trials.firstFrameMs.trials === 0) throw new Error(trials.failures[0] ?? 'no trial completed');
  return trials.firstFrameMs.values;
}

/** A started baseline source, or why it did not start (the bench goes on without it). */
async function started<T>(name: string, starting: Promise<T>, errors: Record<string, string>): Promise<T | undefined> {
  try {
    return await starting;
  } catch (err) {
    errors[name] = message(err);
    log(`${name} failed to start: ${errors[name]}`);
    return undefined;
  }
}

/** Several rounds of tiles at one count and path, summed up: the medians and spreads of the figures
 *  an operator would notice, with each round's load and CPU. */
function tileSummary(results: ReadonlyArray<RoundResult<TileFigures>>) {
  const ok = results.flatMap((r) => (r.ok ? [{ ...r.value, load: r.load, machineCpu: r.machineCpuPercent }] : []));
  return {
    rounds: ok.length,
    droppedPercent: spreadOf(ok.map((t) => t.droppedPercent)),
    glassP50Ms: spreadOf(ok.map((t) => t.glassToGlassMs.p50)),
    glassP95Ms: spreadOf(ok.map((t) => t.glassToGlassMs.p95)),
    worstTileGlassP95Ms: spreadOf(ok.map((t) => t.glassToGlassMs.worstTileP95)),
    tilesBehindLive: spreadOf(ok.map((t) => t.tilesBehindLive)),
    // Issue 37's target per tile: glass to glass p95 ≤ 300 ms, or 'Behind live' within 1 s of
    // passing the bound; the spells over the bound that lasted 1 s and how many were marked in time.
    tilesMeetingTarget: spreadOf(ok.map((t) => t.behindLiveMark.tilesWithinGlass + t.behindLiveMark.tilesMarkedInTime)),
    spellsOverBound: spreadOf(ok.map((t) => t.behindLiveMark.spells)),
    longSpells: spreadOf(ok.map((t) => t.behindLiveMark.long)),
    longSpellsMarkedInTime: spreadOf(ok.map((t) => t.behindLiveMark.markedInTime)),
    worstMarkDelayMs: spreadOf(ok.map((t) => t.behindLiveMark.worstDelayMs)),
    // Glass to glass split (issue 37): the camera side as a probe beside the browser receives it,
    // the platform's own lateness within it, and the workstation's share (median tile's p95).
    cameraSentLateP95Ms: spreadOf(ok.map((t) => t.split.cameraSentLateP95)),
    cameraArrivedP95Ms: spreadOf(ok.map((t) => t.split.cameraArrivedP95)),
    workstationP95Ms: spreadOf(ok.map((t) => t.split.workstationP95)),
    mainThreadBusy: spreadOf(ok.map((t) => t.cpuPercent.pageMainThreadBusy)),
    pageLoadMs: spreadOf(ok.map((t) => t.pageLoadMs)),
    load: spreadOf(ok.map((t) => t.load)),
    machineCpuPercent: spreadOf(ok.map((t) => t.machineCpu)),
    failures: results.flatMap((r) => (r.ok ? [] : [{ error: r.error, load: r.load }])),
  };
}

type TileSummary = ReturnType<typeof tileSummary>;

async function main() {
  buildIfStale();
  const executablePath = systemChromium();
  const startedAt = new Date().toISOString();
  let server: ServerProcess | undefined;
  let hlsStarting: Promise<HlsSource> | undefined;
  let mseStarting: Promise<MseSource> | undefined;
  let browser: Browser | undefined;
  // Issue 17: the machine is kept busy by a fixed load the bench starts itself.
  const load = startBackgroundLoad(LOAD_PERCENT);
  const stop = async () => {
    await browser?.close().catch(() => undefined);
    for (const starting of [hlsStarting, mseStarting]) {
      await starting?.then(
        (source) => source.stop(),
        () => undefined,
      );
    }
    await server?.stop();
    load.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stop().finally(() => process.exit(130)));
  }
  try {
    const errors: Record<string, string> = {};
    if (!LOCAL_ONLY) {
      hlsStarting = startHlsSource();
      if (!SEEK_ONLY) mseStarting = startMseSource();
      // Awaited below; a source that fails to start is reported, not thrown.
      hlsStarting.catch(() => undefined);
      mseStarting?.catch(() => undefined);
    }
    const media = process.env.VANTAGE_MEDIA;
    process.env.VANTAGE_MEDIA = '1';
    try {
      server = await startServer(undefined, { consoleDir: CONSOLE_DIR });
    } finally {
      if (media === undefined) delete process.env.VANTAGE_MEDIA;
      else process.env.VANTAGE_MEDIA = media;
    }
    const hls = hlsStarting && (await started('hls.js source', hlsStarting, errors));
    const mse = mseStarting && (await started('MSE source', mseStarting, errors));
    browser = await chromium.launch({ headless: true, args: CHROMIUM_ARGS, ...(executablePath && { executablePath }) });
    log(
      `server ${server.url}, hls ${hls?.playlistUrl ?? 'failed'}, mse ${mse?.socketUrl ?? 'failed'}, ` +
        `chromium ${browser.version()}, ${ROUNDS} rounds of ${TRIALS} trials, ` +
        `background load ${load.percent}% × ${load.cores} cores`,
    );
    // After the build and start-up, which load the machine themselves.
    const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', loadAverage: loadAverage() };

    const session = await signIn(server.url, 'admin', 'admin', REALM);
    await saveViews(session, TILE_COUNTS.map(tileView));
    const context = await browser.newContext({ viewport: VIEWPORT });
    context.setDefaultNavigationTimeout(PAGE_LOAD_TIMEOUT_MS);
    await shareSession(context, session);
    await useConnection(context, 'Cloud');
    // The local transport (WebRTC) on the default worker path.
    const localContext = await browser.newContext({ viewport: VIEWPORT });
    localContext.setDefaultNavigationTimeout(PAGE_LOAD_TIMEOUT_MS);
    await shareSession(localContext, session);
    await useConnection(localContext, 'Local');
    // The same on the main-thread fallback, to see what the worker path costs or saves.
    const mainContext = await browser.newContext({ viewport: VIEWPORT });
    mainContext.setDefaultNavigationTimeout(PAGE_LOAD_TIMEOUT_MS);
    await shareSession(mainContext, session);
    await useConnection(mainContext, 'Cloud');
    await mainContext.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      PLAYER_PATH_STORAGE_KEY,
      'main',
    ] as const);
    const baselinePage = async () => {
      const page = await browser!.newPage({ viewport: VIEWPORT });
      page.setDefaultNavigationTimeout(PAGE_LOAD_TIMEOUT_MS);
      return page;
    };
    const mseFailed = () => {
      const failure = mse?.failure();
      if (failure) throw new Error(failure);
    };

    // First frames and glass to glass, the parts taking turns round after round.
    const runs = {
      live: [] as ConsoleTrials[],
      localLive: [] as ConsoleTrials[],
      liveMain: [] as ConsoleTrials[],
      seek: [] as ConsoleTrials[],
    };
    const results: Record<string, Array<RoundResult<number[]>>> = {
      live: [],
      localLive: [],
      liveMain: [],
      hlsLive: [],
      hlsGlass: [],
      mseLive: [],
      mseGlass: [],
      seek: [],
      hlsSeek: [],
    };
    const hlsSeeksIntoBuffer: number[] = [];
    /** Per round, where hls.js's seeks spent their time (issue 37). */
    const hlsSeekStages: Array<Record<string, Distribution>> = [];
    const seekTargetsMs: number[] = [];
    /** Four archive cells started at once, each round (issue 31). */
    const archiveStartRounds: Array<RoundResult<ArchiveStartCell[]>> = [];
    /** The console cell's own glass to glass, each round, over the cloud and over Local (issue 31). */
    const glassRounds: Record<'cloud' | 'local', Array<RoundResult<GlassReading>>> = { cloud: [], local: [] };
    const glassRound = async (transport: 'cloud' | 'local', work: () => Promise<GlassReading>) => {
      log(`  ${transport} glass to glass …`);
      const result = await inRound(work);
      if (!result.ok) log(`  ${transport} glass to glass failed: ${result.error}`);
      glassRounds[transport].push(result);
    };
    const round = async (name: string, work: () => Promise<number[]>) => {
      log(`  ${name} …`);
      const result = await inRound(work);
      if (!result.ok) log(`  ${name} failed: ${result.error}`);
      results[name]?.push(result);
    };
    if (!TILES_ONLY) {
      for (let r = 1; r <= ROUNDS && !SEEK_ONLY; r++) {
        log(`first frames, round ${r} of ${ROUNDS} (load ${loadAverage().join(' ')})`);
        await round('live', () => consoleRound(() => consoleLive(context, server!), runs.live));
        await round('localLive', () => consoleRound(() => consoleLive(localContext, server!), runs.localLive));
        await glassRound('cloud', () => consoleGlass(context, server!, CAMERAS[0]!, 'cloud', GLASS_MS, session));
        await glassRound('local', () => consoleGlass(localContext, server!, CAMERAS[0]!, 'local', GLASS_MS, session));
        if (!LOCAL_ONLY) {
          await round('liveMain', () => consoleRound(() => consoleLive(mainContext, server!), runs.liveMain));
        }
        if (hls) {
          const page = await baselinePage();
          await round('hlsLive', () => hlsLiveTrials(page, hls, TRIALS, PAUSE_MS));
          await round('hlsGlass', () => hlsGlass(page, hls, GLASS_MS));
          await page.close();
        }
        if (mse) {
          const page = await baselinePage();
          const figures = await inRound(async () => {
            mseFailed();
            const measured = await mseTrials(page, mse, TRIALS, PAUSE_MS, GLASS_MS);
            mseFailed();
            return measured;
          });
          await page.close();
          const split = (pick: (f: BaselineFigures) => number[]): RoundResult<number[]> =>
            figures.ok ? { ...figures, value: pick(figures.value) } : figures;
          results.mseLive?.push(split((f) => f.firstFrameMs));
          results.mseGlass?.push(split((f) => f.glassToGlassMs));
          if (!figures.ok) log(`  MSE over WebSocket failed: ${figures.error}`);
        }
      }
      const recordedFrom = hls
        ? await waitForArchive(session, hls).catch((err: unknown) => {
            errors.archive = message(err);
            return undefined;
          })
        : undefined;
      for (let r = 1; r <= ROUNDS && recordedFrom !== undefined; r++) {
        log(`seeks, round ${r} of ${ROUNDS} (load ${loadAverage().join(' ')})`);
        await round('seek', async () => {
          const trials = await consoleSeek(context, server!, recordedFrom);
          seekTargetsMs.push(...trials.targetsMs);
          return consoleRound(async () => trials, runs.seek);
        });
        const page = await baselinePage();
        await round('hlsSeek', async () => {
          const seeks = await hlsSeekTrials(page, hls!, TRIALS, PAUSE_MS, SEEK_MARGIN_MS / 1000);
          hlsSeeksIntoBuffer.push(seeks.intoBuffer);
          hlsSeekStages.push(stageFigures(seeks.stages));
          return seeks.ms;
        });
        await page.close();
        log('  archive starts, four cells at once …');
        const started = await inRound(() => archiveStarts(context, server!, CAMERAS.slice(0, 4), recordedFrom));
        if (!started.ok) log(`  archive starts failed: ${started.error}`);
        archiveStartRounds.push(started);
      }
    }
    await context.close();
    await mainContext.close();
    await localContext.close();
    // The baselines' encoders would compete with the tiles.
    await hls?.stop();
    await mse?.stop();

    // Tiles on both paths (player workers, the page's thread), the paths and counts taking turns.
    const tileContexts = new Map<string, BrowserContext>();
    for (const playerPath of TILE_PATHS) {
      const tileContext = await browser.newContext({ viewport: TILE_VIEWPORT });
      tileContext.setDefaultNavigationTimeout(PAGE_LOAD_TIMEOUT_MS);
      await shareSession(tileContext, session);
      await useConnection(tileContext, 'Cloud');
      await tileContext.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        PLAYER_PATH_STORAGE_KEY,
        playerPath,
      ] as const);
      tileContexts.set(playerPath, tileContext);
    }
    const tileRounds: Record<string, Record<number, Array<RoundResult<TileFigures>>>> = {};
    for (let r = 1; r <= ROUNDS && TILE_PATHS.length > 0; r++) {
      log(`tiles, round ${r} of ${ROUNDS} (load ${loadAverage().join(' ')})`);
      for (const count of COUNTS) {
        for (const playerPath of TILE_PATHS) {
          log(`  ${count} tiles (${TILE_STREAM[count]}, ${playerPath}) …`);
          const result = await inRound(() =>
            measureTiles(tileContexts.get(playerPath)!, server!, session, count, CAMERAS, TILE_SECONDS, {
              ...(count === 16 && { inputEvents: INPUT_EVENTS }),
            }),
          );
          if (!result.ok) log(`  ${count} tiles (${playerPath}) failed: ${result.error}`);
          ((tileRounds[playerPath] ??= {})[count] ??= []).push(result);
        }
      }
    }
    for (const tileContext of tileContexts.values()) await tileContext.close();
    const tiles: Record<string, Record<number, TileSummary>> = {};
    for (const playerPath of TILE_PATHS) {
      tiles[playerPath] = {};
      for (const count of COUNTS) {
        const summary = tileSummary(tileRounds[playerPath]?.[count] ?? []);
        tiles[playerPath][count] = summary;
        if (summary.rounds === 0) {
          errors[`${count} tiles (${playerPath})`] = summary.failures[0]?.error ?? 'not run';
        }
      }
    }

    const figure = (name: string) => acrossRounds(results[name] ?? []);
    const figures: Record<string, RoundFigure> = Object.fromEntries(
      Object.keys(results).map((name) => [name, figure(name)]),
    );
    for (const [name, f] of Object.entries(figures)) {
      if (f.rounds === 0 && f.failures.length > 0) errors[name] = f.failures[0]?.error ?? 'failed';
    }
    const glassFigures = { cloud: glassAcrossRounds(glassRounds.cloud), local: glassAcrossRounds(glassRounds.local) };
    for (const [transport, f] of Object.entries(glassFigures)) {
      if (f.rounds === 0 && f.failures.length > 0) errors[`${transport} glass to glass`] = f.failures[0]?.error ?? '';
    }
    const worker = tiles.worker ?? {};
    const input16 = spread((tileRounds.worker?.[16] ?? []).flatMap((r) => (r.ok ? (r.value.inputDelayMs ?? []) : [])));
    const liveRatio = roundRatios(figures.live!, figures.hlsLive!);
    const startCells = archiveStartRounds.flatMap((r) => (r.ok ? r.value : []));
    const archiveStartFigures = {
      rounds: archiveStartRounds.filter((r) => r.ok).length,
      cells: startCells.length,
      started: startCells.filter((c) => c.startMs !== null).length,
      retried: startCells.filter((c) => c.retried).length,
      startMs: spreadOf(startCells.map((c) => c.startMs)),
      perRound: archiveStartRounds,
    };
    // The first play on each round's fresh page: over Local, a new connection (issue 31).
    const firstPlays = {
      cloud: spreadOf(runs.live.map((t) => t.firstPlayMs)),
      local: spreadOf(runs.localLive.map((t) => t.firstPlayMs)),
    };
    const seekRatio = roundRatios(figures.seek!, figures.hlsSeek!);
    const measured: Record<keyof typeof TARGETS, number | null | undefined> = {
      liveFirstFrameRatioP50: liveRatio.p50,
      seekP95VersusHlsMs:
        figures.seek!.p95.median !== null && figures.hlsSeek!.p95.median !== null
          ? Number((figures.seek!.p95.median - figures.hlsSeek!.p95.median).toFixed(1))
          : undefined,
      droppedPercent16FullTiles: worker[16]?.droppedPercent.median,
      mainThreadBusy16FullTiles: worker[16]?.mainThreadBusy.median,
      droppedPercent36ReviewTiles: worker[36]?.droppedPercent.median,
      inputDelayP95Ms16Tiles: input16.trials > 0 ? input16.p95 : undefined,
      glassToGlassP95Ms: worker[4]?.glassP95Ms.median,
      localFirstFrameRatioToCloudP50: roundRatios(figures.localLive!, figures.live!).p50,
      localGlassToGlassP95Ms: glassFigures.local.p95.median,
      archiveStartsMissedPercent: archiveStartFigures.cells
        ? Number(
            ((100 * (archiveStartFigures.cells - archiveStartFigures.started)) / archiveStartFigures.cells).toFixed(1),
          )
        : undefined,
    };
    const targets = Object.entries(TARGETS).map(([name, target]) => {
      const value = measured[name as keyof typeof TARGETS];
      const strict = name.startsWith('dropped') || name.startsWith('mainThread');
      return {
        name,
        target,
        measured: value ?? null,
        met: value === undefined || value === null ? null : strict ? value < target : value <= target,
      };
    });
    const report = {
      bench: 'video',
      startedAt,
      machine,
      backgroundLoad: { percentPerCore: load.percent, cores: load.cores },
      chromium: browser.version(),
      rounds: ROUNDS,
      trialsPerRound: TRIALS,
      tileSeconds: TILE_SECONDS,
      pageLoadTimeoutMs: PAGE_LOAD_TIMEOUT_MS,
      note:
        'Every figure is the median over rounds (the parts taking turns each round) of that round’s p50 ' +
        'or p95, with the lowest and highest round and each round’s 1-minute load and machine CPU (% of one ' +
        'core). first frame = the cell’s data-first-frame-ms (play request → first painted frame); hls.js = ' +
        'loadSource/attachMedia → first requestVideoFrameCallback, seek = currentTime set → first frame ' +
        'presented at the target; MSE = MediaSource over a WebSocket of fMP4 (a fragment per frame) → first ' +
        'requestVideoFrameCallback. Glass to glass = wall time at paint (baselines: expected display time) − ' +
        'the frame’s capture time on the source clock (the demo camera’s burned-in clock: its pts; baselines: ' +
        'ffmpeg start + media time). Tiles: per tile, dropped % beside its glass to glass and the share of the ' +
        'window it said ‘Behind live’. Input delay = pointer-down on the first tile’s header via DevTools ' +
        'input, event creation → listener on the main thread. Ratios are ours / hls.js (below 1: ours is faster).',
      figures,
      ratios: {
        live: liveRatio,
        liveVersusMse: roundRatios(figures.live!, figures.mseLive!),
        localVersusCloud: roundRatios(figures.localLive!, figures.live!),
        seek: seekRatio,
      },
      consoleRuns: runs,
      firstPlayOnFreshPageMs: firstPlays,
      archiveStarts: archiveStartFigures,
      consoleGlassToGlass: glassFigures,
      hlsSeeksIntoBuffer,
      hlsSeekStages,
      seekTargetsMs,
      inputDelayMs16Tiles: input16,
      tiles,
      tileRounds,
      targets,
      errors,
      loadAverageAfter: loadAverage(),
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    const dir = path.join(ROOT, 'build', 'bench');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `video-${startedAt.replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    const range = (x: { median: number | null; min: number | null; max: number | null }, unit = '') =>
      x.median === null ? 'n/a' : `${x.median}${unit} (${x.min}–${x.max})`;
    const lines = [
      `live first frame: console ${describeFigure(figures.live)}; ratio to hls.js p50 ${liveRatio.p50} p95 ${liveRatio.p95}`,
      `  local (WebRTC) ${describeFigure(figures.localLive)}; ratio to the cloud p50 ` +
        `${roundRatios(figures.localLive!, figures.live!).p50}`,
      `  first play on a fresh page (one per round): cloud ${range(firstPlays.cloud, ' ms')}, ` +
        `local (a new connection) ${range(firstPlays.local, ' ms')}`,
      `  main thread ${describeFigure(figures.liveMain)}`,
      `  hls.js ${describeFigure(figures.hlsLive)}`,
      `  MSE ${describeFigure(figures.mseLive)}`,
      `seek: console ${describeFigure(figures.seek)}; ratio to hls.js p50 ${seekRatio.p50} p95 ${seekRatio.p95}`,
      `  hls.js ${describeFigure(figures.hlsSeek)}`,
      `archive starts, four cells at once: ${archiveStartFigures.started} of ${archiveStartFigures.cells} started ` +
        `(${archiveStartFigures.retried} after the retry) over ${archiveStartFigures.rounds} rounds, ` +
        `start ${range(archiveStartFigures.startMs, ' ms')}`,
      `  stages p50 (ms since the request): console ${describeStageRounds(runs.seek.map((t) => t.stagesMs))}; ` +
        `hls.js ${describeStageRounds(hlsSeekStages)}`,
      `live stages p50: console ${describeStageRounds(runs.live.map((t) => t.stagesMs))}; ` +
        `over Local ${describeStageRounds(runs.localLive.map((t) => t.stagesMs))}`,
      `glass to glass: hls.js ${describeFigure(figures.hlsGlass)}; MSE ${describeFigure(figures.mseGlass)}`,
      `  console cell over the cloud ${describeGlass(glassFigures.cloud)}; over Local (WebRTC) ` +
        describeGlass(glassFigures.local),
      `input delay at 16 tiles: p50 ${input16.p50} p95 ${input16.p95} ms (${input16.trials} events)`,
      ...TILE_PATHS.flatMap((playerPath) =>
        COUNTS.map((count) => {
          const t = tiles[playerPath]?.[count];
          if (!t || t.rounds === 0) return `tiles ${count} ${playerPath}: failed (${t?.failures[0]?.error ?? 'n/a'})`;
          return (
            `tiles ${count} ${TILE_STREAM[count]} ${playerPath}: dropped ${range(t.droppedPercent, ' %')}, ` +
            `glass to glass p50 ${range(t.glassP50Ms)} p95 ${range(t.glassP95Ms)} worst tile p95 ` +
            `${range(t.worstTileGlassP95Ms)} ms (camera side p95 ${range(t.cameraArrivedP95Ms)}, sent late ` +
            `${range(t.cameraSentLateP95Ms)}, workstation ${range(t.workstationP95Ms)} ms), tiles behind live ` +
            `${range(t.tilesBehindLive)}, meeting the target (p95 ≤ 300 ms or marked within 1 s) ` +
            `${range(t.tilesMeetingTarget)}, spells over the bound ${range(t.spellsOverBound)} of which ≥ 1 s ` +
            `${range(t.longSpells)}, marked within 1 s ${range(t.longSpellsMarkedInTime)}, worst mark delay ` +
            `${range(t.worstMarkDelayMs)} ms, main busy ` +
            `${range(t.mainThreadBusy, ' %')}, page load ${range(t.pageLoadMs)} ms [${t.rounds} rounds, load ` +
            `${t.load.min}–${t.load.max}, CPU ${t.machineCpuPercent.min}–${t.machineCpuPercent.max} %` +
            `${t.failures.length ? `, ${t.failures.length} failed` : ''}]`
          );
        }),
      ),
      `(${ROUNDS} rounds × ${TRIALS} trials; load at start ${machine.loadAverage.join(' ')}, after ` +
        `${loadAverage().join(' ')}${Object.keys(errors).length ? `; failed: ${Object.keys(errors).join(', ')}` : ''})`,
    ];
    process.stdout.write(`video:\n${lines.join('\n')}\n`);
    log(`report: ${path.relative(ROOT, file)}`);
    if (Object.keys(errors).length > 0) process.exitCode = 1;
  } finally {
    await stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
