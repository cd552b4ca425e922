// End-to-end suite: the built console in Chromium against the real platform server.
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from './scripts/chromium';
import { E2E_PATIENCE as patience } from './test/e2e/patience';

const port = Number(process.env.E2E_PORT ?? 8181);
const executablePath = systemChromium();
// The e2e server's database and mail pickup folder; the specs read them (test/e2e/e2eServerFiles.ts).
process.env.E2E_DIR ??= path.join(os.tmpdir(), `vantage-e2e-${port}`);

export default defineConfig({
  testDir: 'test/e2e',
  // The suite shares one server whose state (licence acceptance, lockouts) tests change.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // After the run: the slowest spec files and the totals per project (scripts/playwright/SuiteTimesReporter.cjs).
  reporter: [
    ['list'],
    ['./scripts/playwright/SuiteTimesReporter.cjs'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  timeout: 30_000 * patience,
  // The demo cameras' encoders run beside the console on the same cores for the whole suite, so a
  // screen can take longer than Playwright's 5 s default to show what it shows in well under one.
  expect: { timeout: 10_000 * patience },
  use: {
    baseURL: `http://localhost:${port}`,
    headless: true,
    // The rest and analytics sets (scripts/playwright/e2eSets.cjs) run on the cores the others
    // leave idle, where the trace's screencast, a JPEG of each frame the page paints (its cells play
    // ten a second), cost Chromium and the runner about a fifth of their CPU: their traces keep each
    // action's DOM snapshots and leave out the film strip. The timing set's keep both.
    trace:
      process.env.E2E_SET === 'rest' || process.env.E2E_SET === 'analytics'
        ? { mode: 'retain-on-failure', screenshots: false }
        : 'retain-on-failure',
    launchOptions: { args: CHROMIUM_ARGS, ...(executablePath && { executablePath }) },
  },
  projects: [
    // Players decode and paint in player workers (Chromium has OffscreenCanvas and WebCodecs there).
    { name: 'chromium', metadata: { playerPath: 'worker' } },
    // The video tests again on the fallback path, decoding and painting on the page's thread: those
    // tagged PLAYER_PATH (test/e2e/video.ts) — live, four at once, archive seek/pause/reverse, frame
    // integrity, a widget's picture size. The rest of video.spec.ts reads what the server and the
    // console's chrome do whatever the path (the timeline's coverage and hole, an export's file, a
    // PTZ preset, download rights): both paths' playing is already proven by the tagged ones.
    {
      name: 'main-thread-player',
      testMatch: /video(Integrity|Widgets)?\.spec\.ts$/,
      grep: /@player-path/,
      metadata: { playerPath: 'main' },
      use: {
        storageState: {
          cookies: [],
          origins: [
            { origin: `http://localhost:${port}`, localStorage: [{ name: 'vantage.playerPath', value: 'main' }] },
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2eServer.mjs',
    url: `http://localhost:${port}/api/health`,
    env: { E2E_PORT: String(port), E2E_DIR: process.env.E2E_DIR },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
