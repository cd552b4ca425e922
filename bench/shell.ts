/** bench/shell: the console shell in Chromium against the real platform (issue 3, quality bar).
 *  - login JS: gzip bytes of the scripts the login page requests before its form is interactive;
 *  - login interactive: navigation start → the User name field focused and enabled, per trial in a
 *    fresh browser context (nothing cached);
 *  - view switch: click on the other open view's tab → its layout rendered (two saved 2x2 views).
 *  Run with `npx tsx bench/shell.ts`; BENCH_TRIALS sets the trials (default 10, at least 10). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { runBrowserBench } from './lib/browserBench';
import { distribution } from './lib/distribution';
import { enterConsole } from './lib/enterConsole';
import { loadAverage } from './lib/report';
import { ROOT } from './lib/serverProcess';

const TRIALS = Math.max(10, Number(process.env.BENCH_TRIALS) || 10);
const STEP_TIMEOUT_MS = 30_000;

const log = (message: string) => process.stderr.write(`${message}\n`);

/** True in the page once the focused element is the enabled User name field. */
function userNameReady(): number | false {
  const field = document.activeElement;
  if (!(field instanceof HTMLInputElement) || field.disabled) return false;
  const labels = [...(field.labels ?? [])].map((label) => label.textContent?.trim());
  const named = labels.includes('User name') || field.getAttribute('aria-label') === 'User name';
  return named ? performance.now() : false;
}

interface LoginTrial {
  interactiveMs: number;
  scripts: string[];
}

/** One cold load of the login page: a fresh context, so nothing comes from a cache. */
async function loginTrial(browser: Browser, url: string): Promise<LoginTrial> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  let recording = true;
  page.on('request', (request) => {
    if (recording && request.resourceType() === 'script') scripts.push(request.url());
  });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const ready = await page.waitForFunction(userNameReady, undefined, { polling: 'raf', timeout: STEP_TIMEOUT_MS });
    recording = false;
    // performance.now() counts from the navigation's time origin.
    return { interactiveMs: Number(await ready.jsonValue()), scripts };
  } finally {
    await context.close();
  }
}

/** gzip size (node:zlib, default level) of each script as the server serves it. */
async function gzipSizes(urls: string[]): Promise<Record<string, { bytes: number; gzipBytes: number }>> {
  const sizes: Record<string, { bytes: number; gzipBytes: number }> = {};
  for (const url of new Set(urls)) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    sizes[new URL(url).pathname] = { bytes: body.length, gzipBytes: zlib.gzipSync(body).length };
  }
  return sizes;
}

/** Admin: login, licence (fresh server), realm Demo HQ, the Enterprise UI, the View panel. */
async function openWorkspace(page: Page, url: string) {
  const activityBar = await enterConsole(page, url);
  const myViews = page.getByRole('region', { name: 'My Views' });
  await page.getByRole('main').getByRole('heading', { level: 2 }).first().waitFor();
  if (!(await myViews.isVisible())) await activityBar.getByRole('button', { name: 'View', exact: true }).click();
  await myViews.waitFor();
}

/** A saved blank 2x2 view made through the wizard; it stays open as a tab. */
async function createView(page: Page, name: string) {
  await page.getByRole('region', { name: 'My Views' }).getByRole('button', { name: 'Add view' }).click();
  const wizard = page.getByRole('main');
  await wizard.getByRole('radio', { name: 'Blank' }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('radio', { name: '2x2' }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByRole('textbox', { name: 'View name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/view\/(?!new$)[^/]+$/);
  await page.getByRole('group', { name: `Layout of ${name}` }).waitFor();
}

/** Clicks the view's tab in the page and resolves, in ms, when its layout is in the document and
 *  has a size (checked at once, then every animation frame, so the figure includes that frame). */
async function switchTo(page: Page, name: string): Promise<number> {
  const tab = await page.getByRole('tab', { name, exact: true }).elementHandle();
  if (!tab) throw new Error(`No tab for ${name}`);
  // No named functions inside: tsx would wrap them in a __name helper the page does not have.
  return tab.evaluate(async (element, label) => {
    const start = performance.now();
    (element as HTMLElement).click();
    while (performance.now() - start < 30_000) {
      const box = document.querySelector(`[role="group"][aria-label="${CSS.escape(label)}"]`)?.getBoundingClientRect();
      if (box && box.width > 0 && box.height > 0) return performance.now() - start;
      await new Promise((next) => requestAnimationFrame(next));
    }
    throw new Error(`${label} did not render`);
  }, `Layout of ${name}`);
}

async function main() {
  const startedAt = new Date().toISOString();
  await runBrowserBench(async ({ server, browser }) => {
    log(`server ${server.url}, chromium ${browser.version()}, ${TRIALS} trials`);

    // One unmeasured load warms the server (first reads of the console files).
    await loginTrial(browser, server.url);
    const logins: LoginTrial[] = [];
    for (let i = 0; i < TRIALS; i++) logins.push(await loginTrial(browser, server.url));
    const sizes = await gzipSizes(logins.flatMap((trial) => trial.scripts));
    const jsPerTrial = logins.map((trial) =>
      [...new Set(trial.scripts)].reduce((sum, url) => sum + (sizes[new URL(url).pathname]?.gzipBytes ?? 0), 0),
    );
    log(`login: ${logins.map((t) => t.interactiveMs.toFixed(0)).join(' ')} ms`);

    const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await openWorkspace(page, server.url);
    const names = ['Bench A', 'Bench B'] as const;
    for (const name of names) await createView(page, name);
    // Warm-up: each view shown once before measuring.
    await switchTo(page, names[0]);
    await switchTo(page, names[1]);
    const switches: number[] = [];
    for (let i = 0; i < TRIALS * 2; i++) switches.push(await switchTo(page, i % 2 === 0 ? names[0] : names[1]));
    await context.close();

    const report = {
      bench: 'shell',
      startedAt,
      machine: { cpus: os.cpus().length, loadAverage: loadAverage(), platform: `${os.platform()} ${os.release()}` },
      chromium: browser.version(),
      trials: TRIALS,
      loginJsGzipBytes: { ...distribution(jsPerTrial), scripts: sizes },
      loginInteractiveMs: distribution(logins.map((trial) => trial.interactiveMs)),
      viewSwitchMs: distribution(switches),
      targets: { loginJsGzipBytes: 250 * 1024, loginInteractiveMs: 1000 },
      loadAverageAfter: loadAverage(),
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    const dir = path.join(ROOT, 'build', 'bench');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `shell-${startedAt.replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    process.stdout.write(
      `shell: login JS ${kb(report.loginJsGzipBytes.p50)} gzip (p95 ${kb(report.loginJsGzipBytes.p95)}); ` +
        `login interactive p50 ${report.loginInteractiveMs.p50} ms p95 ${report.loginInteractiveMs.p95} ms; ` +
        `view switch p50 ${report.viewSwitchMs.p50} ms p95 ${report.viewSwitchMs.p95} ms ` +
        `(${TRIALS} loads, ${switches.length} switches; load ${report.machine.loadAverage.join(' ')})\n`,
    );
    log(`report: ${path.relative(ROOT, file)}`);
  });
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
