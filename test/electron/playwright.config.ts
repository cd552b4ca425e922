/** Playwright for the desktop shell: _electron specs, skipped where no Electron binary is installed. */
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/electron',
  timeout: 60_000,
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['../../scripts/playwright/SuiteTimesReporter.cjs']],
  globalSetup: './globalSetup.ts',
});
