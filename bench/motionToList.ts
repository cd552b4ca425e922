/** bench/motionToList (issue 11: a motion shows in the live list within 2 s of its frame): the
 *  Essential view's event list in Chromium against the real platform with its demo cameras on, until
 *  BENCH_MOTIONS (default 5) of the demo scenes' crossings have joined the list, or BENCH_MAX_SECONDS
 *  (default 420) have passed. Per motion: when its row joined the list (a MutationObserver, the
 *  page's clock; one machine, so the server's too) minus the event's `triggeredAt` (its frame's
 *  time). The baseline of the same run: an event raised through the alert-log REST family every
 *  10 s, stamped with the moment it was sent, measured the same way — the platform's delivery to the
 *  list without detection; the ratio says what detection adds. The demo scenes cross every two
 *  minutes per camera, staggered across Demo HQ's cameras, so five motions take two minutes or so.
 *  Run: `npx tsx bench/motionToList.ts` (builds what is stale first). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { runBrowserBench } from './lib/browserBench';
import { distribution, ratios } from './lib/distribution';
import { enterConsole } from './lib/enterConsole';
import { loadAverage } from './lib/report';
import { ROOT } from './lib/serverProcess';
import { pageGraphql } from '../test/e2e/pageGraphql';

const MOTIONS = Number(process.env.BENCH_MOTIONS) || 5;
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS) || 420;
const BASELINE_EVERY_MS = 10_000;
const TARGET_MS = 2_000;
const MOTION_MESSAGE = 'Motion detected';
const ALERT_LOG = '/elog-restful/api/v2/alertlog/event?roleid=demo-hq';
const CAMERA = 'demo-hq-camera-1';

// The demo cameras and their motion detectors are what is measured (startServer keeps them off by
// default); the analytics engines are not, and would only load the machine (the e2e sets' terms).
process.env.VANTAGE_MEDIA = '1';
process.env.VANTAGE_DEMO_ANALYTICS = '0';

const log = (message: string) => process.stderr.write(`${message}\n`);

/** Notes, in the page, when each row joins the list (by its event id); rows listed before are not
 *  measured. (No named functions inside: tsx would wrap them in a helper the page lacks.) */
async function watchArrivals(list: Locator): Promise<void> {
  await list.evaluate((element) => {
    const seen = new Map<string, number>();
    (window as unknown as { __arrivals: Map<string, number> }).__arrivals = seen;
    new MutationObserver(() => {
      const now = Date.now();
      for (const option of element.querySelectorAll('[role="option"]')) {
        const id = option.getAttribute('data-event-id');
        if (id && !seen.has(id)) seen.set(id, now);
      }
    }).observe(element, { childList: true, subtree: true });
  });
}

/** The ids of the rows listed now. */
const listedIds = (list: Locator) =>
  list.getByRole('option').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-event-id') ?? ''));

/** Row ids whose text holds `text`, with when each joined the list. */
const arrivalsOf = (list: Locator, text: string) =>
  list.evaluate((element, wanted) => {
    const seen = (window as unknown as { __arrivals: Map<string, number> }).__arrivals;
    const rows: { id: string; arrivedAt: number }[] = [];
    for (const option of element.querySelectorAll('[role="option"]')) {
      const id = option.getAttribute('data-event-id');
      if (id && option.textContent?.includes(wanted) && seen.has(id)) rows.push({ id, arrivedAt: seen.get(id)! });
    }
    return rows;
  }, text);

/** The event's own time, as the platform stored it. */
const triggeredAtOf = async (page: Page, id: string) =>
  (
    await pageGraphql<{ auditEntry: { triggeredAt: number } }>(
      page,
      'query($id: ID!) { auditEntry(id: $id) { triggeredAt } }',
      { id },
    )
  ).auditEntry.triggeredAt;

/** One REST event stamped with the moment it is sent, sent by the page itself (its session; the
 *  browser sends again on a kept-alive connection the platform closed meanwhile, where Playwright's
 *  request context failed the bench with ECONNRESET). Resolves false when it was not accepted. */
const raiseStamped = (page: Page, message: string) =>
  page.evaluate(
    async ({ url, message, camera }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Vantage-Request': '1' },
        body: JSON.stringify({ message, triggeredAt: Date.now(), eventType: 'Alert', witnesses: [camera] }),
      }).catch(() => undefined);
      return response?.status === 201;
    },
    { url: ALERT_LOG, message, camera: CAMERA },
  );

async function main() {
  const startedAt = new Date().toISOString();
  const loadAtStart = loadAverage();
  await runBrowserBench(async ({ server, browser }) => {
    log(`server ${server.url}, chromium ${browser.version()}; waiting for ${MOTIONS} motions`);
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await enterConsole(page, server.url);
    await page.goto(new URL('/view/essential', server.url).toString());
    const list = page.getByRole('listbox', { name: 'Events list' });
    await list.waitFor();
    const before = new Set(await listedIds(list));
    await watchArrivals(list);

    const baselineMessage = `Bench delivery ${Date.now()}`;
    const deadline = Date.now() + MAX_SECONDS * 1000;
    let motions: { id: string; arrivedAt: number }[] = [];
    let nextBaseline = 0;
    let sent = 0;
    let notAccepted = 0;
    while (motions.length < MOTIONS && Date.now() < deadline) {
      if (Date.now() >= nextBaseline) {
        sent += 1;
        if (!(await raiseStamped(page, `${baselineMessage} #${sent}`))) notAccepted += 1;
        nextBaseline = Date.now() + BASELINE_EVERY_MS;
      }
      await page.waitForTimeout(500);
      const fresh = (await arrivalsOf(list, MOTION_MESSAGE)).filter((row) => !before.has(row.id));
      if (fresh.length !== motions.length) log(`${fresh.length} motion(s) listed`);
      motions = fresh;
    }
    await page.waitForTimeout(2_000);
    const delivered = await arrivalsOf(list, baselineMessage);
    const lateness = async (rows: { id: string; arrivedAt: number }[]) => {
      const values: number[] = [];
      for (const row of rows) values.push(row.arrivedAt - (await triggeredAtOf(page, row.id)));
      return values;
    };
    const motion = distribution(await lateness(motions.slice(0, MOTIONS)));
    const baseline = distribution(await lateness(delivered));
    await context.close();

    const report = {
      bench: 'motionToList',
      startedAt,
      machine: { cpus: os.cpus().length, loadAverage: loadAtStart, platform: `${os.platform()} ${os.release()}` },
      chromium: browser.version(),
      motionMs: motion,
      restDeliveryMs: { ...baseline, sent, notAccepted },
      ratios: ratios(motion, baseline),
      targets: { motionToListMs: TARGET_MS },
      withinTarget: motion.values.filter((value) => value <= TARGET_MS).length,
      loadAverageAfter: loadAverage(),
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    const dir = path.join(ROOT, 'build', 'bench');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `motionToList-${startedAt.replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(
      `motionToList: ${motion.trials} motions, frame to row p50 ${motion.p50} ms, max ${motion.max} ms ` +
        `(${report.withinTarget} within ${TARGET_MS} ms); REST delivery p50 ${baseline.p50} ms, max ` +
        `${baseline.max} ms over ${baseline.trials} (load ${loadAtStart.join(' ')} at the start, ${report.loadAverageAfter.join(' ')} after)\n`,
    );
    log(`report: ${path.relative(ROOT, file)}`);
  });
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
