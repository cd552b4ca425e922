/** bench/video's glass to glass of the console's own player (issue 31), over the cloud and over the
 *  local transport (WebRTC) alike: one camera on the first Camera Grid cell, played for a window,
 *  then the cell's data-glass-p50-ms / data-glass-p95-ms — over its last painted live pictures, the
 *  wall time at paint minus the picture's capture time on the camera's clock (its pts; over Local,
 *  its RTP timestamp, which the avatar stamps with the same time). Over Local, the browser's own
 *  statistics of the cell's peer connection also tell how long its jitter buffer held a picture
 *  on average (inbound-rtp jitterBufferDelay over jitterBufferEmittedCount), the share of glass to
 *  glass Chromium's receiver adds before the picture reaches the cell. Beside the cell, a probe
 *  viewer of the same camera on the platform's media socket (cameraSide.ts) tells over the same
 *  window how late its pictures reached this process: the camera's and the platform's share of
 *  glass to glass, before either transport. The figures are the window's: the pictures painted
 *  in it, read from the cell's data-glass-recent (its last 40 paints, each with its age) every 2 s,
 *  from SETTLE_MS after the cell plays — the first GOP, sent at once so the first picture comes at
 *  once, is painted through at the start and its pictures are up to a GOP old by construction.
 *  The cell's own figures over all its painted pictures, that start included, are kept beside
 *  (`cellP50`, `cellP95`). */
import type { BrowserContext } from '@playwright/test';
import { probeCameraSide } from './cameraSide';
import { dropCamera } from './cellProbes';
import type { ConsoleSession } from './consoleSession';
import { type RoundConditions, type RoundResult, type Spread, spreadOf } from './rounds';
import type { ServerProcess } from './serverProcess';
import { percentile } from './stats';
import { PAGE_LOAD_TIMEOUT_MS } from './tileRun';

const PLAY_TIMEOUT_MS = 30_000;
/** After the cell plays, before the window: the first GOP is painted through. */
const SETTLE_MS = 2_000;
/** data-glass-recent holds 4 s of paints at 10 fps: read twice as often. */
const RECENT_READ_MS = 2_000;

export interface GlassReading {
  /** Over the pictures painted in the window. */
  p50: number;
  p95: number;
  /** The cell's own (data-glass-p50-ms / -p95-ms), over every picture painted since the play began. */
  cellP50: number;
  cellP95: number;
  /** The transport the cell said it played over while sampled. */
  transport: string;
  /** Over Local: ms a picture waited in the browser's jitter buffer, on average over the play. */
  jitterBufferMs?: number;
  /** The camera side over the window: p95 of the pictures' arrival at the probe less their capture
   *  time (ms). */
  cameraArrivedLateP95?: number;
}

/** Keeps the page's peer connections where the reading finds them: an init script, as text so
 *  that tsx adds no helper the page does not have. */
const RECORD_PEERS = `{
  const peers = [];
  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = new Proxy(Native, {
    construct: (target, args) => {
      const pc = Reflect.construct(target, args);
      peers.push(pc);
      return pc;
    },
  });
  window.benchPeers = peers;
}`;

/** The connected peer's average jitter buffer delay per picture (ms), or NaN. */
async function jitterBufferMs(): Promise<number> {
  const peers = (window as unknown as { benchPeers?: RTCPeerConnection[] }).benchPeers ?? [];
  let delay = 0;
  let emitted = 0;
  for (const pc of peers) {
    if (pc.connectionState !== 'connected') continue;
    (await pc.getStats()).forEach((report: Record<string, unknown>) => {
      if (report.type !== 'inbound-rtp' || report.kind !== 'video') return;
      delay += Number(report.jitterBufferDelay) || 0;
      emitted += Number(report.jitterBufferEmittedCount) || 0;
    });
  }
  return emitted > 0 ? (delay / emitted) * 1000 : Number.NaN;
}

/** Plays `cameraId` for `windowMs` once the cell plays over `transport`, then reads its figures. */
export async function consoleGlass(
  context: BrowserContext,
  server: ServerProcess,
  cameraId: string,
  transport: 'cloud' | 'local',
  windowMs: number,
  session?: ConsoleSession,
): Promise<GlassReading> {
  const page = await context.newPage();
  page.setDefaultNavigationTimeout(PAGE_LOAD_TIMEOUT_MS);
  if (transport === 'local') await page.addInitScript({ content: RECORD_PEERS });
  try {
    await page.goto(`${server.url}/view/cameraGrid`);
    await page.locator('[data-testid="camera-cell"]').first().waitFor();
    await page.evaluate(dropCamera, { cell: 0, camera: { id: cameraId, name: cameraId } });
    await page.waitForFunction(
      (expected) => {
        const cell = document.querySelector<HTMLElement>('[data-testid="camera-cell"]');
        return cell?.dataset.status === 'PLAY' && cell.dataset.transport === expected && !!cell.dataset.glassP95Ms;
      },
      transport,
      { timeout: PLAY_TIMEOUT_MS },
    );
    await page.waitForTimeout(SETTLE_MS);
    const probe = session ? await probeCameraSide(session, [cameraId]) : undefined;
    probe?.start();
    // A sampling window, not a wait for a condition: the figures cover the pictures painted in it.
    const from = Date.now();
    const paints = new Set<string>();
    for (let left = windowMs; left > 0; left = from + windowMs - Date.now()) {
      await page.waitForTimeout(Math.min(RECENT_READ_MS, left));
      const recent = await page.evaluate(
        () => document.querySelector<HTMLElement>('[data-testid="camera-cell"]')?.dataset.glassRecent ?? '',
      );
      for (const paint of recent.split(' ')) if (Number(paint.split(':')[0]) >= from) paints.add(paint);
    }
    const side = probe?.stop()[0]?.arrivedLateP95;
    const ages = [...paints].map((paint) => Number(paint.split(':')[1])).sort((a, b) => a - b);
    const cell = await page.evaluate(() => {
      const element = document.querySelector<HTMLElement>('[data-testid="camera-cell"]');
      return {
        cellP50: Number(element?.dataset.glassP50Ms || Number.NaN),
        cellP95: Number(element?.dataset.glassP95Ms || Number.NaN),
        transport: element?.dataset.transport ?? '',
      };
    });
    if (ages.length === 0) throw new Error('the cell painted no live picture in the window');
    const painted = { p50: percentile(ages, 50), p95: percentile(ages, 95), ...cell };
    const reading = typeof side === 'number' ? { ...painted, cameraArrivedLateP95: side } : painted;
    if (!Number.isFinite(reading.cellP95)) throw new Error('the cell told no glass to glass');
    if (reading.transport !== transport) throw new Error(`the cell played over ${reading.transport || 'nothing'}`);
    if (transport !== 'local') return reading;
    const held = await page.evaluate(jitterBufferMs);
    return Number.isFinite(held) ? { ...reading, jitterBufferMs: Math.round(held * 10) / 10 } : reading;
  } finally {
    await page.close();
  }
}

export interface GlassFigure {
  rounds: number;
  p50: Spread;
  p95: Spread;
  /** Over Local: the browser's jitter buffer delay per picture (ms), across rounds. */
  jitterBufferMs?: Spread;
  /** The camera side's p95 (GlassReading.cameraArrivedLateP95), across rounds. */
  cameraArrivedLateP95?: Spread;
  /** The cell's own p95 over all its pictures since the play began, across rounds. */
  cellP95: Spread;
  perRound: Array<
    {
      p50: number;
      p95: number;
      cellP95: number;
      jitterBufferMs?: number;
      cameraArrivedLateP95?: number;
    } & RoundConditions
  >;
  failures: Array<{ error: string } & RoundConditions>;
}

/** The rounds' readings: the median of their p50 and p95 with the spread, and each round's load. */
export function glassAcrossRounds(results: ReadonlyArray<RoundResult<GlassReading>>): GlassFigure {
  const perRound = results.flatMap((r) =>
    r.ok
      ? [
          {
            p50: r.value.p50,
            p95: r.value.p95,
            cellP95: r.value.cellP95,
            ...(r.value.jitterBufferMs !== undefined && { jitterBufferMs: r.value.jitterBufferMs }),
            ...(r.value.cameraArrivedLateP95 !== undefined && { cameraArrivedLateP95: r.value.cameraArrivedLateP95 }),
            load: r.load,
            machineCpuPercent: r.machineCpuPercent,
          },
        ]
      : [],
  );
  const held = perRound.flatMap((r) => (r.jitterBufferMs === undefined ? [] : [r.jitterBufferMs]));
  const side = perRound.flatMap((r) => (r.cameraArrivedLateP95 === undefined ? [] : [r.cameraArrivedLateP95]));
  return {
    rounds: perRound.length,
    p50: spreadOf(perRound.map((r) => r.p50)),
    p95: spreadOf(perRound.map((r) => r.p95)),
    cellP95: spreadOf(perRound.map((r) => r.cellP95)),
    ...(held.length > 0 && { jitterBufferMs: spreadOf(held) }),
    ...(side.length > 0 && { cameraArrivedLateP95: spreadOf(side) }),
    perRound,
    failures: results.flatMap((r) =>
      r.ok ? [] : [{ error: r.error, load: r.load, machineCpuPercent: r.machineCpuPercent }],
    ),
  };
}

/** 'p50 41 (38–45) p95 60 (52–71) ms over 3 rounds, load 2.1–3.0' for the summary line. */
export function describeGlass(figure: GlassFigure): string {
  if (figure.rounds === 0) return figure.failures.length ? `failed (${figure.failures[0]?.error})` : 'n/a';
  const s = (x: Spread) => `${x.median} (${x.min}–${x.max})`;
  const loads = spreadOf(figure.perRound.map((r) => r.load));
  const failed = figure.failures.length ? `, ${figure.failures.length} round(s) failed` : '';
  const held = figure.jitterBufferMs ? `, jitter buffer ${s(figure.jitterBufferMs)} ms a picture` : '';
  const side = figure.cameraArrivedLateP95
    ? `, camera side (its pictures' arrival at a probe) p95 ${s(figure.cameraArrivedLateP95)} ms`
    : '';
  return `p50 ${s(figure.p50)} p95 ${s(figure.p95)} ms (the cell's own p95 since the play began ${s(figure.cellP95)})${held}${side} over ${figure.rounds} rounds, load ${loads.min}–${loads.max}${failed}`;
}
