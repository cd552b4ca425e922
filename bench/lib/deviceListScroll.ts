/** bench/devices, console part (issue 14): the Device List of the Camera Grid view in Chromium
 *  against the real platform, with every camera of a realm of `cameras` cameras and `labels` labels
 *  loaded ('Load more...' until none is left), scrolled from the page's animation frames at two
 *  speeds: `steady` (a wheel held down, ~1,800 px/s) and `fling` (~12,000 px/s, a new screenful
 *  every frame), each bouncing between the ends of the list. Frame times come from the browser's
 *  own timing (requestAnimationFrame intervals); the baseline of the same run is the list standing
 *  still for as long. The realm is written into the server's SQLite database while it runs.
 *  BENCH_PROFILE=1 adds a CPU profile of the page over 5 s more of the steady scroll (after the
 *  measured windows) with its hottest functions. */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { openDatabase } from '../../server/db/database';
import { runBrowserBench } from './browserBench';
import { fillDeviceRealm } from './deviceRealm';
import { enterConsole } from './enterConsole';
import { type HotFunction, startCpuProfile } from './cpuProfile';
import { type FrameFigures, frameFigures, startFrames } from './frameTiming';

const REALM = 'demo-hq';
const LIST = '.vt-camera-search ul[data-count]';
/** Pixels scrolled per animation frame at each speed. */
const SPEEDS = { steady: 30, fling: 200 } as const;

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

export interface DeviceListScrollFigures {
  camerasLoaded: number;
  rows: number;
  loadSeconds: number;
  idle: FrameFigures;
  steady: FrameFigures;
  fling: FrameFigures;
  ratios: { steadyP95: number; flingP95: number };
  profile?: HotFunction[];
}

/** Clicks 'Load more...' at the end of the list until every camera is in it; answers the rows. */
async function loadEverything(page: Page): Promise<number> {
  // A string, not a function: tsx would wrap named functions in a __name helper the page lacks.
  return page.evaluate(`(async () => {
    const list = document.querySelector(${JSON.stringify(LIST)});
    const scroller = list.parentElement;
    const frame = () => new Promise((next) => requestAnimationFrame(() => requestAnimationFrame(next)));
    const rows = () => Number(list.getAttribute('data-count'));
    const findMore = () => [...list.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Load more...');
    for (;;) {
      // The list renders only the rows in view, and its height settles as rows are measured: scroll
      // to the end until the button is there, or for 3 s when every camera is in.
      let more;
      for (const started = performance.now(); !more && performance.now() - started < 3000; ) {
        scroller.scrollTop = scroller.scrollHeight;
        await frame();
        more = findMore();
      }
      if (!more) return rows();
      const before = rows();
      more.click();
      const started = performance.now();
      while (rows() === before) {
        if (performance.now() - started > 30000) throw new Error('Load more... added nothing in 30 s');
        await new Promise((next) => setTimeout(next, 10));
      }
    }
  })()`);
}

/** Scrolls the list by `px` each animation frame for `ms`, turning at either end. */
async function scrollFor(page: Page, px: number, ms: number): Promise<void> {
  await page.evaluate(`new Promise((done) => {
    const list = document.querySelector(${JSON.stringify(LIST)}).parentElement;
    list.scrollTop = 0;
    let direction = 1;
    const end = performance.now() + ${ms};
    const step = (now) => {
      const bottom = list.scrollHeight - list.clientHeight;
      let next = list.scrollTop + direction * ${px};
      if (next >= bottom || next <= 0) {
        direction = -direction;
        next = Math.min(bottom, Math.max(0, next));
      }
      list.scrollTop = next;
      if (now < end) requestAnimationFrame(step);
      else done();
    };
    requestAnimationFrame(step);
  })`);
}

async function framesWhile(page: Page, work: () => Promise<void>): Promise<FrameFigures> {
  const stop = await startFrames(page);
  await work();
  return frameFigures(await stop());
}

export async function measureDeviceListScroll(
  cameras: number,
  labels: number,
  seconds: number,
): Promise<DeviceListScrollFigures> {
  let figures: DeviceListScrollFigures | undefined;
  await runBrowserBench(async ({ server, browser }) => {
    const handle = openDatabase({ dataDir: path.join(server.dataDir, 'data') });
    try {
      log(`console: writing ${cameras} cameras and ${labels} labels into ${REALM}`);
      await fillDeviceRealm(handle.db, REALM, cameras, labels);
    } finally {
      await handle.close();
    }
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await enterConsole(page, server.url);
    await page.goto(new URL('/view/cameraGrid', server.url).toString());
    await page.locator(LIST).waitFor();
    await page.getByTestId('camera-list-item').first().waitFor();
    const loadStart = Date.now();
    const rows = await loadEverything(page);
    const loadSeconds = Number(((Date.now() - loadStart) / 1000).toFixed(1));
    const camerasLoaded = await page.locator(LIST).evaluate((list) => Number(list.getAttribute('data-cameras')));
    log(`console: ${camerasLoaded} cameras in ${rows} rows after ${loadSeconds} s`);
    await page.waitForTimeout(2_000);

    const ms = seconds * 1000;
    const idle = await framesWhile(page, () => page.waitForTimeout(ms));
    const steady = await framesWhile(page, () => scrollFor(page, SPEEDS.steady, ms));
    const fling = await framesWhile(page, () => scrollFor(page, SPEEDS.fling, ms));
    log(`console: idle p95 ${idle.p95Ms} ms, steady p95 ${steady.p95Ms} ms, fling p95 ${fling.p95Ms} ms`);
    let profile: HotFunction[] | undefined;
    if (process.env.BENCH_PROFILE === '1') {
      const stopProfile = await startCpuProfile(page);
      await scrollFor(page, SPEEDS.steady, 5_000);
      profile = await stopProfile();
    }
    await context.close();
    const ratio = (value: number) => Number((value / Math.max(0.1, idle.work.p95Ms)).toFixed(2));
    figures = {
      camerasLoaded,
      rows,
      loadSeconds,
      idle,
      steady,
      fling,
      ratios: { steadyP95: ratio(steady.work.p95Ms), flingP95: ratio(fling.work.p95Ms) },
      ...(profile && { profile }),
    };
  });
  if (!figures) throw new Error('The Device List was not measured');
  return figures;
}
