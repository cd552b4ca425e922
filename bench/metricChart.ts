/** bench/metricChart (issue 29): how long the console's metric chart (uPlot, as MetricChart sets it
 *  up: time axis in ms, a line with its fill, formatted axis values) takes on the main thread to draw
 *  10,000 points in Chromium — from creating the chart to its first draw — against the issue's
 *  target of 50 ms. The first trial includes compiling uPlot's code; the rest are a page drawing
 *  again. Prints a JSON document, then one summary line. Run: `npx tsx bench/metricChart.ts`;
 *  BENCH_POINTS changes the point count, BENCH_TRIALS the trials (default 20). */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from '../scripts/chromium';
import { distribution } from './lib/distribution';
import { loadAverage } from './lib/report';
import { ROOT } from './lib/serverProcess';

const POINTS = Number(process.env.BENCH_POINTS) || 10_000;
const TRIALS = Math.max(3, Number(process.env.BENCH_TRIALS) || 20);
const TARGET_MS = 50;
const UPLOT = path.join(ROOT, 'node_modules', 'uplot', 'dist');

/** Runs in the page: draws the chart `trials` times, each from creating it to its first draw (ms). */
const DRAW_TRIALS = `async ({ points, trials }) => {
  const start = Date.now() - points * 60000;
  const times = Array.from({ length: points }, (_, i) => start + i * 60000);
  const values = times.map((_, i) => 250000 + Math.sin(i / 50) * 20000 + (i % 7) * 700);
  const rate = new Intl.NumberFormat('en-US', { style: 'unit', unit: 'kilobit-per-second', maximumSignificantDigits: 3 });
  const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
  const host = document.getElementById('chart');
  const spent = [];
  for (let trial = 0; trial < trials; trial += 1) {
    let drawn;
    const done = new Promise((resolve) => (drawn = resolve));
    const began = performance.now();
    const plot = new uPlot(
      {
        width: 1200,
        height: 280,
        ms: 1,
        scales: { x: { time: true } },
        hooks: { draw: [() => drawn(performance.now())] },
        series: [
          {},
          { label: 'Bitrate', stroke: '#3b8bff', width: 2, fill: 'rgba(59,139,255,0.15)', spanGaps: false, points: { show: false } },
        ],
        axes: [
          { values: (_, ticks) => ticks.map((time) => day.format(time)) },
          { size: 80, values: (_, ticks) => ticks.map((value) => rate.format(value / 1000)) },
        ],
      },
      [times, values],
      host,
    );
    spent.push((await done) - began);
    plot.destroy();
  }
  return spent;
}`;

async function main() {
  const loadBefore = loadAverage();
  const executablePath = systemChromium();
  const browser = await chromium.launch({
    headless: true,
    args: CHROMIUM_ARGS,
    ...(executablePath && { executablePath }),
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.setContent('<div id="chart" style="width: 1200px"></div>');
    await page.addStyleTag({ content: fs.readFileSync(path.join(UPLOT, 'uPlot.min.css'), 'utf8') });
    await page.addScriptTag({ content: fs.readFileSync(path.join(UPLOT, 'uPlot.iife.min.js'), 'utf8') });
    // The page's code is text: tsx would wrap the functions in it in a __name helper the page does not have.
    const trials = (await page.evaluate(
      `(${DRAW_TRIALS})(${JSON.stringify({ points: POINTS, trials: TRIALS })})`,
    )) as number[];
    const warm = distribution(trials.slice(1));
    const result = {
      bench: 'metricChart',
      points: POINTS,
      chromium: browser.version(),
      firstDrawMs: Math.round(trials[0]! * 10) / 10,
      redrawMs: warm,
      targetMs: TARGET_MS,
      load: { before: loadBefore, after: loadAverage() },
    };
    console.log(JSON.stringify(result, null, 2));
    const worst = Math.max(trials[0]!, warm.p95);
    console.log(
      `metricChart: ${POINTS} points drawn in ${result.firstDrawMs} ms first, p95 ${warm.p95} ms after (target ≤ ${TARGET_MS} ms): ${worst <= TARGET_MS ? 'ok' : 'OVER'}`,
    );
  } finally {
    await browser.close();
  }
}

void main();
