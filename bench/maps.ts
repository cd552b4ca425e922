/** bench/maps: the geographic map's layers in Chromium (issue 15), in one run against an empty-map
 *  baseline:
 *  - pan/zoom: frame times (from a frame's start until the main thread has rendered it and is free
 *    again) and frame intervals while the map pans and zooms (animated, 40 steps) with 5,000
 *    clustered devices and their view cones, p50/p95 against the same moves on an empty map; the
 *    goal is a p95 frame time of at most 16 ms (a frame at 60 Hz);
 *  - targets: main-thread busy % (Chromium's TaskDuration over wall time) while 100 targets report
 *    at 5 Hz with their 10-point tracks, against the same idle window on an empty map.
 *  The page bundles the console's own DeviceLayer and TargetLayer with esbuild.
 *  Run with `npx tsx bench/maps.ts`; BENCH_SECONDS sets the targets window (default 10). */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from '../scripts/chromium';
import { distribution, ratios } from './lib/distribution';
import { loadAverage } from './lib/report';
import { ROOT } from './lib/serverProcess';

const DEVICES = 5000;
const TARGETS = 100;
const TARGET_HZ = 5;
const PAN_STEPS = 40;
const WINDOW_MS = Math.max(2, Number(process.env.BENCH_SECONDS) || 10) * 1000;

const log = (message: string) => process.stderr.write(`${message}\n`);

/** Frame intervals and frame times (ms) as mapBenchPage.tsx measures them. */
interface Frames {
  intervals: number[];
  frameTimes: number[];
}

/** The hooks mapBenchPage.tsx puts on the page. */
declare global {
  interface Window {
    mapBench: {
      addDevices(count: number): void;
      startTargets(count: number, hz: number): void;
      stopTargets(): void;
      panZoom(steps: number): Promise<Frames>;
      idle(ms: number): Promise<Frames>;
    };
  }
}

function bundle(dir: string): { js: string; css: string } {
  const out = path.join(dir, 'page.js');
  execFileSync(
    path.join(ROOT, 'node_modules', '.bin', 'esbuild'),
    [
      path.join(ROOT, 'bench', 'maps', 'mapBenchPage.tsx'),
      '--bundle',
      '--format=iife',
      `--outfile=${out}`,
      '--loader:.png=dataurl',
      '--log-level=error',
    ],
    { cwd: ROOT },
  );
  const css = path.join(dir, 'page.css');
  return { js: fs.readFileSync(out, 'utf8'), css: fs.existsSync(css) ? fs.readFileSync(css, 'utf8') : '' };
}

async function freshPage(browser: Awaited<ReturnType<typeof chromium.launch>>, page: { js: string; css: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const p = await context.newPage();
  await p.setContent(
    `<!doctype html><html><head><style>${page.css}</style></head><body style="margin:0"></body></html>`,
  );
  await p.addScriptTag({ content: page.js });
  return p;
}

/** Main-thread busy share over a window: Chromium's TaskDuration (seconds) over wall seconds. */
async function busyPercent(page: Page, work: () => Promise<unknown>): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const read = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
  };
  const before = await read();
  const start = Date.now();
  await work();
  const wall = (Date.now() - start) / 1000;
  return Number(((100 * ((await read()) - before)) / wall).toFixed(1));
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-bench-maps-'));
  const loadBefore = loadAverage();
  const executablePath = systemChromium();
  const browser = await chromium.launch({
    headless: true,
    args: [...CHROMIUM_ARGS],
    ...(executablePath && { executablePath }),
  });
  try {
    log('bundling the map layers');
    const page = bundle(dir);

    log('empty map: pan/zoom and idle baseline');
    const empty = await freshPage(browser, page);
    const emptyPanZoom = await empty.evaluate((n) => window.mapBench.panZoom(n), PAN_STEPS);
    const emptyFrames = distribution(emptyPanZoom.frameTimes);
    const emptyIntervals = distribution(emptyPanZoom.intervals);
    const emptyBusy = await busyPercent(empty, () => empty.evaluate((ms) => window.mapBench.idle(ms), WINDOW_MS));
    await empty.context().close();

    log(`${DEVICES} clustered devices: pan/zoom`);
    const full = await freshPage(browser, page);
    await full.evaluate((n) => window.mapBench.addDevices(n), DEVICES);
    await full.evaluate(() => window.mapBench.idle(1000));
    const devicePanZoom = await full.evaluate((n) => window.mapBench.panZoom(n), PAN_STEPS);
    const deviceFrames = distribution(devicePanZoom.frameTimes);
    const deviceIntervals = distribution(devicePanZoom.intervals);

    log(`${TARGETS} targets at ${TARGET_HZ} Hz: main-thread busy`);
    await full.evaluate(([n, hz]) => window.mapBench.startTargets(n, hz), [TARGETS, TARGET_HZ] as const);
    const targetBusy = await busyPercent(full, () => full.evaluate((ms) => window.mapBench.idle(ms), WINDOW_MS));
    await full.evaluate(() => window.mapBench.stopTargets());
    await full.context().close();

    const report = {
      bench: 'maps',
      at: new Date().toISOString(),
      load: loadBefore,
      panZoom: {
        steps: PAN_STEPS,
        emptyFrameMs: emptyFrames,
        devices: DEVICES,
        deviceFrameMs: deviceFrames,
        ratio: ratios(deviceFrames, emptyFrames),
        emptyFrameIntervalMs: emptyIntervals,
        deviceFrameIntervalMs: deviceIntervals,
        intervalRatio: ratios(deviceIntervals, emptyIntervals),
      },
      targets: {
        targets: TARGETS,
        hz: TARGET_HZ,
        windowMs: WINDOW_MS,
        emptyBusyPercent: emptyBusy,
        busyPercent: targetBusy,
      },
      goal: { deviceFrameP95Ms: 16 },
      loadAfter: loadAverage(),
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    const file = path.join(ROOT, 'build', 'bench', `maps-${report.at.replace(/[:.]/g, '-')}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(
      `maps: pan/zoom frame time p95 ${deviceFrames.p95.toFixed(1)} ms with ${DEVICES} clustered devices vs ${emptyFrames.p95.toFixed(1)} ms empty ` +
        `(goal <= 16 ms: ${deviceFrames.p95 <= 16 ? 'met' : 'missed'}; frame interval p95 ${deviceIntervals.p95.toFixed(1)} vs ${emptyIntervals.p95.toFixed(1)} ms); ` +
        `${TARGETS} targets at ${TARGET_HZ} Hz busy ${targetBusy}% vs ${emptyBusy}% empty\n`,
    );
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
