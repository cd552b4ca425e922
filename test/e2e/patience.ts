// How much longer a test waits in the sets npm test runs (scripts/playwright/e2eSets.cjs): the
// rest and analytics sets run on the cores the alone pass leaves idle, where it waits for minutes at a time, so
// every limit — the suite's default, expect's, and a test's own — is four times what it is
// elsewhere (three was not enough once: a starved page took 33 s to load and the Camera Grid's
// widgets 17.6 s to arrive); the timing set's are twice, since CI machines differ by as much (on one half as fast,
// its sign-in and view took 20 s of a test's 30). What a timing test judges — a picture within 2 s,
// live within 5 s — it asserts by its own measure, never by these limits.
import { test } from '@playwright/test';

const SET_PATIENCE: Record<string, number> = { rest: 4, analytics: 4, timing: 2 };

export const E2E_PATIENCE = SET_PATIENCE[process.env.E2E_SET ?? ''] ?? 1;

/** Sets this test's own time limit, scaled by the set's patience like the suite's default. */
export function allowTime(milliseconds: number): void {
  test.setTimeout(milliseconds * E2E_PATIENCE);
}
