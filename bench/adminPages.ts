/** bench/adminPages: how long an administration page takes from its Start-page link to its content
 *  (issue 36: Users 5.2 s, Manage Avatars 4.5 s on a loaded machine), in Chromium against the real
 *  platform. A trial clicks the page's link on the Start Page and stops when the page shows its
 *  content — its heading and its data, no 'Loading...' left in the main area (checked at once, then
 *  every animation frame). Two kinds of trial:
 *  - cold: a fresh browser context signs in, opens the Start Page, waits 2 s there (a person finding
 *    the link) and clicks (nothing of the page's data asked for yet: the first visit of the day);
 *  - warm: one signed-in console goes back and forth between the Start Page and the pages.
 *  Run with `npx tsx bench/adminPages.ts`; BENCH_TRIALS sets the trials per page and kind (default 5,
 *  at least 3). The machine's load average is printed before and after: the figures mean little
 *  without it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { runBrowserBench } from './lib/browserBench';
import { distribution } from './lib/distribution';
import { enterConsole } from './lib/enterConsole';
import { loadAverage } from './lib/report';
import { ROOT } from './lib/serverProcess';

const TRIALS = Math.max(3, Number(process.env.BENCH_TRIALS) || 5);
const STEP_TIMEOUT_MS = 30_000;
/** How long a cold trial stays on the Start Page before it clicks. */
const READING_MS = 2_000;

/** The pages measured: the Start-page link's text, the heading the page shows, and what in the main
 *  area is its content. */
const PAGES = [
  { link: 'Users', heading: 'Users', content: '.vt-access__table tbody tr' },
  { link: 'Manage Avatars', heading: 'Manage Avatars', content: '.vt-api-keys' },
  { link: 'Cameras', heading: 'Cameras', content: '[data-testid="camera-row"]' },
  { link: 'Sensors', heading: 'Sensors', content: '.vt-admin-table tbody tr' },
  { link: 'Groups', heading: 'Groups', content: 'main li, main tbody tr' },
] as const;
type AdminPage = (typeof PAGES)[number];

const log = (message: string) => process.stderr.write(`${message}\n`);

/** Back to the Start Page through its tab, as a user would, with its links showing. */
async function toStartPage(page: Page) {
  await page.getByRole('tab', { name: 'Start Page', exact: true }).click();
  await page.getByRole('main').getByRole('heading', { name: 'Start Page' }).waitFor();
}

/** Clicks the page's Start-page link in the page and resolves, in ms, once its content shows. */
async function openFromStart(page: Page, target: AdminPage): Promise<number> {
  const link = await page
    .getByRole('main')
    .getByRole('link', { name: target.link, exact: true })
    .first()
    .elementHandle();
  if (!link) throw new Error(`No Start-page link ${target.link}`);
  // No named functions inside: tsx would wrap them in a __name helper the page does not have.
  return link.evaluate(
    async (element, { heading, content, timeout }) => {
      const start = performance.now();
      (element as HTMLElement).click();
      while (performance.now() - start < timeout) {
        const main = document.querySelector('main');
        const titled = [...(main?.querySelectorAll('h1') ?? [])].some((h) => h.textContent?.trim() === heading);
        const loading = (main?.textContent ?? '').includes('Loading...');
        if (titled && !loading && main?.querySelector(content)) return performance.now() - start;
        await new Promise((next) => requestAnimationFrame(next));
      }
      throw new Error(`${heading} showed no content`);
    },
    { heading: target.heading, content: target.content, timeout: STEP_TIMEOUT_MS },
  );
}

async function main() {
  const startedAt = new Date().toISOString();
  const loadBefore = loadAverage();
  await runBrowserBench(async ({ server, browser }) => {
    log(`server ${server.url}, chromium ${browser.version()}, ${TRIALS} trials a page, load ${loadBefore.join(' ')}`);
    const viewport = { width: 1600, height: 1000 };
    const signedIn = async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      await enterConsole(page, server.url);
      await page.goto(`${server.url}/view/start`);
      await page.getByRole('main').getByRole('heading', { name: 'Start Page' }).waitFor();
      return { context, page };
    };

    const cold: Record<string, number[]> = Object.fromEntries(PAGES.map((p) => [p.link, []]));
    for (let i = 0; i < TRIALS; i++) {
      for (const target of PAGES) {
        const { context, page } = await signedIn();
        await page.waitForTimeout(READING_MS);
        cold[target.link]!.push(await openFromStart(page, target));
        await context.close();
      }
      log(`cold ${i + 1}: ${PAGES.map((p) => `${p.link} ${cold[p.link]!.at(-1)!.toFixed(0)}`).join(', ')} ms`);
    }

    const { context, page } = await signedIn();
    const warm: Record<string, number[]> = Object.fromEntries(PAGES.map((p) => [p.link, []]));
    // Each page once unmeasured: its code is loaded before the warm trials.
    for (const target of PAGES) {
      await openFromStart(page, target);
      await toStartPage(page);
    }
    for (let i = 0; i < TRIALS; i++) {
      for (const target of PAGES) {
        warm[target.link]!.push(await openFromStart(page, target));
        await toStartPage(page);
      }
      log(`warm ${i + 1}: ${PAGES.map((p) => `${p.link} ${warm[p.link]!.at(-1)!.toFixed(0)}`).join(', ')} ms`);
    }
    await context.close();

    const pages = Object.fromEntries(
      PAGES.map((p) => [p.link, { cold: distribution(cold[p.link]!), warm: distribution(warm[p.link]!) }]),
    );
    const report = {
      bench: 'adminPages',
      startedAt,
      machine: { cpus: os.cpus().length, loadAverage: loadBefore, platform: `${os.platform()} ${os.release()}` },
      chromium: browser.version(),
      trials: TRIALS,
      pages,
      target: { contentMsQuiet: 1000 },
      loadAverageAfter: loadAverage(),
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    const dir = path.join(ROOT, 'build', 'bench');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `adminPages-${startedAt.replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    const figure = (d: { p50: number; min: number; max: number }) => `${d.p50} ms (${d.min}–${d.max})`;
    process.stdout.write(
      `adminPages (median, spread): ${PAGES.map((p) => `${p.link} cold ${figure(pages[p.link]!.cold)} warm ${figure(pages[p.link]!.warm)}`).join('; ')} ` +
        `(${TRIALS} trials a page and kind; load ${loadBefore.join(' ')} → ${report.loadAverageAfter.join(' ')})\n`,
    );
    log(`report: ${path.relative(ROOT, file)}`);
  });
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
