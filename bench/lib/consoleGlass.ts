/** bench/video's glass to glass of the console's own player (issue 31), over the cloud and over the
 *  local transport (WebRTC) alike: one camera on the first Camera Grid cell, played for a window,
 *  then the cell's data-glass-p50-ms / data-glass-p95-ms — over its last painted live pictures, the
 *  wall time at paint minus the picture's capture time on the camera's clock (its pts; over Local,
 *  its RTP timestamp, which the avatar stamps with the same time). */
import type { BrowserContext } from '@playwright/test';
import { dropCamera } from './cellProbes';
import { type RoundConditions, type RoundResult, type Spread, spreadOf } from './rounds';
import type { ServerProcess } from './serverProcess';
import { PAGE_LOAD_TIMEOUT_MS } from './tileRun';

const PLAY_TIMEOUT_MS = 30_000;

export interface GlassReading {
  p50: number;
  p95: number;
  /** The transport the cell said it played over while sampled. */
  transport: string;
}

/** Plays `cameraId` for `windowMs` once the cell plays over `transport`, then reads its figures. */
export async function consoleGlass(
  context: BrowserContext,
  server: ServerProcess,
  cameraId: string,
  transport: 'cloud' | 'local',
  windowMs: number,
): Promise<GlassReading> {
  const page = await context.newPage();
  page.setDefaultNavigationTimeout(PAGE_LOAD_TIMEOUT_MS);
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
    // A sampling window, not a wait for a condition: the figures cover the pictures painted in it.
    await page.waitForTimeout(windowMs);
    const reading = await page.evaluate(() => {
      const cell = document.querySelector<HTMLElement>('[data-testid="camera-cell"]');
      return {
        p50: Number(cell?.dataset.glassP50Ms || Number.NaN),
        p95: Number(cell?.dataset.glassP95Ms || Number.NaN),
        transport: cell?.dataset.transport ?? '',
      };
    });
    if (!Number.isFinite(reading.p95)) throw new Error('the cell told no glass to glass');
    if (reading.transport !== transport) throw new Error(`the cell played over ${reading.transport || 'nothing'}`);
    return reading;
  } finally {
    await page.close();
  }
}

export interface GlassFigure {
  rounds: number;
  p50: Spread;
  p95: Spread;
  perRound: Array<{ p50: number; p95: number } & RoundConditions>;
  failures: Array<{ error: string } & RoundConditions>;
}

/** The rounds' readings: the median of their p50 and p95 with the spread, and each round's load. */
export function glassAcrossRounds(results: ReadonlyArray<RoundResult<GlassReading>>): GlassFigure {
  const perRound = results.flatMap((r) =>
    r.ok ? [{ p50: r.value.p50, p95: r.value.p95, load: r.load, machineCpuPercent: r.machineCpuPercent }] : [],
  );
  return {
    rounds: perRound.length,
    p50: spreadOf(perRound.map((r) => r.p50)),
    p95: spreadOf(perRound.map((r) => r.p95)),
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
  return `p50 ${s(figure.p50)} p95 ${s(figure.p95)} ms over ${figure.rounds} rounds, load ${loads.min}–${loads.max}${failed}`;
}
