/** bench/walls (issue 30): a video wall driven from one console. A rows × columns wall (2 × 2 here by
 *  default; BENCH_WALL_ROWS=4 BENCH_WALL_COLUMNS=4 for the 16 displays), each display a wall
 *  display page in Chromium showing 4 live cameras; then, display after display, a command changes
 *  what one display shows and the bench times it from the command's send to every cell of that page
 *  painting its new camera (target: p95 ≤ 500 ms), and reports the platform's CPU per wall stream
 *  while all of them play. Prints a JSON document, then one summary line. Run after a build of the
 *  server and console: `npx tsx bench/walls.ts`; BENCH_TRIALS sets the commands (default 12). */
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from '../scripts/chromium';
import { startPlatformProcess } from '../server/testing/platformProcess';
import { PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../shared/auth/loginApi';
import { distribution } from './lib/distribution';
import { measureTreeCpu } from './lib/processTreeCpu';
import { loadAverage } from './lib/report';
import { ROOT } from './lib/serverProcess';

const ROWS = Number(process.env.BENCH_WALL_ROWS) || 2;
const COLUMNS = Number(process.env.BENCH_WALL_COLUMNS) || 2;
const TRIALS = Math.max(3, Number(process.env.BENCH_TRIALS) || 12);
const CAMERAS = Array.from({ length: 6 }, (_, i) => `demo-hq-camera-${i + 1}`);
const TARGET_P95_MS = 500;
const CPU_WINDOW_MS = 20_000;

const log = (line: string) => process.stderr.write(`${line}\n`);

async function main() {
  const server = await startPlatformProcess({
    entry: 'build',
    consoleDir: path.join(ROOT, 'build', 'renderer'),
    env: { VANTAGE_MEDIA: '1' },
  });
  const browser = await chromium.launch({ args: CHROMIUM_ARGS, executablePath: systemChromium() });
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PREFLIGHT_HEADER]: PREFLIGHT_VALUE },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    });
    const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const graphql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
      const response = await fetch(`${server.url}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [PREFLIGHT_HEADER]: PREFLIGHT_VALUE, cookie },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
      if (body.errors) throw new Error(body.errors[0]?.message);
      return body.data as T;
    };
    const { createVideoWall: wall } = await graphql<{ createVideoWall: { id: string } }>(
      'mutation ($r: Int!, $c: Int!) { createVideoWall(wall: { name: "Bench wall", rows: $r, columns: $c }) { id } }',
      { r: ROWS, c: COLUMNS },
    );
    const setContent = (index: number, cameraIds: string[]) =>
      graphql(
        'mutation ($w: ID!, $i: Int!, $c: WallContentInput!) { setWallDisplayContent(wallId: $w, displayIndex: $i, content: $c) { id } }',
        { w: wall.id, i: index, c: { layout: 4, cameraIds } },
      );
    const camerasFor = (shift: number) => Array.from({ length: 4 }, (_, i) => CAMERAS[(shift + i) % CAMERAS.length]!);

    const displays = ROWS * COLUMNS;
    const pages: Page[] = [];
    for (let index = 0; index < displays; index++) {
      const context = await browser.newContext({ viewport: { width: 960, height: 540 } });
      const page = await context.newPage();
      await page.goto(`${server.url}/wall`, { timeout: 120_000 });
      const code = page.getByTestId('wall-pairing-code');
      await code.waitFor({ timeout: 60_000 });
      await graphql(
        'mutation ($c: String!, $w: ID!, $i: Int!) { acceptWallPairing(code: $c, wallId: $w, displayIndex: $i) { id } }',
        { c: (await code.textContent()) ?? '', w: wall.id, i: index },
      );
      await setContent(index, camerasFor(index));
      pages.push(page);
      log(`display ${index + 1}/${displays} paired`);
    }
    /** Resolves when every cell of the page shows one of `cameraIds` in order and has painted. */
    const painted = (page: Page, cameraIds: string[], timeout: number) =>
      page.waitForFunction(
        (ids) => {
          const cells = [...document.querySelectorAll('[data-testid=camera-cell]')];
          return ids.every(
            (id, i) =>
              cells[i]?.getAttribute('data-device-id') === id &&
              /^\d+$/.test(cells[i]?.getAttribute('data-time') ?? ''),
          );
        },
        cameraIds,
        { timeout, polling: 'raf' },
      );
    await Promise.all(pages.map((page, index) => painted(page, camerasFor(index), 120_000)));
    const streams = displays * 4;
    log(`all ${streams} wall streams painting; measuring the platform's CPU for ${CPU_WINDOW_MS / 1000} s`);
    const loadBeforeCpu = loadAverage();
    const cpu = await measureTreeCpu(server.pid, CPU_WINDOW_MS);

    const latencies: number[] = [];
    const failures: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const index = trial % displays;
      const next = camerasFor(index + 1 + trial);
      const sent = Date.now();
      try {
        await Promise.all([setContent(index, next), painted(pages[index]!, next, 20_000)]);
        latencies.push(Date.now() - sent);
      } catch (err) {
        failures.push(`trial ${trial}: ${(err as Error).message.split('\n')[0]}`);
      }
    }
    const latency = distribution(latencies);
    const report = {
      bench: 'walls',
      wall: { rows: ROWS, columns: COLUMNS, displays, camerasPerDisplay: 4, streams },
      commandToPaintedMs: { ...latency, targetP95: TARGET_P95_MS, meetsTarget: latency.p95 <= TARGET_P95_MS },
      failures,
      platformCpu: {
        windowMs: CPU_WINDOW_MS,
        percentOfOneCore: cpu.totalPercent,
        serverPercent: cpu.serverPercent,
        encodersPercent: cpu.childrenPercent,
        serverPercentPerWallStream: Number((cpu.serverPercent / streams).toFixed(2)),
        note: "encoders: the demo cameras' ffmpeg children, which run whether or not a wall shows them",
      },
      machine: { cores: (await import('node:os')).cpus().length, loadAverage: loadBeforeCpu, loadAfter: loadAverage() },
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(
      `walls: ${displays} displays, ${streams} streams: command to painted p50 ${latency.p50} ms, p95 ${latency.p95} ms (target ≤ ${TARGET_P95_MS}); platform ${cpu.serverPercent} % of a core, ${report.platformCpu.serverPercentPerWallStream} % per wall stream; load ${loadBeforeCpu.join(' ')}\n`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
