// How much longer a test gets in the e2e set that runs on the cores the timing set leaves idle
// (scripts/playwright/e2eSets.cjs): there it waits for minutes at a time, so every limit — the
// suite's default, expect's, and a test's own — is three times what it is elsewhere.
import { test } from '@playwright/test';

export const E2E_PATIENCE = process.env.E2E_SET === 'rest' ? 3 : 1;

/** Sets this test's own time limit, scaled by the set's patience like the suite's default. */
export function allowTime(milliseconds: number): void {
  test.setTimeout(milliseconds * E2E_PATIENCE);
}
