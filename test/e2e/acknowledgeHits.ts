// Acknowledges, in the open acknowledgement popup, the watchlist alarms listed now. The camera goes
// on raising them (the gate reads enrolled plates, the lobby shows the enrolled face again): alarms
// that arrive meanwhile stay in the list, so the check is that the ones acknowledged have left it.
// Each is checked by its own name, read before any is checked: an alarm arriving goes on top and
// moves the rest down, so the n-th row is not the same alarm from one step to the next.
import { expect, type Locator } from '@playwright/test';

export async function acknowledgeHits(popup: Locator, hits: Locator): Promise<void> {
  await expect(hits.first()).toBeVisible();
  const names = await hits
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''));
  for (const name of names) await popup.getByRole('checkbox', { name, exact: true }).check();
  await popup.getByRole('button', { name: 'Acknowledge', exact: true }).click();
  for (const name of names) await expect(popup.getByRole('checkbox', { name, exact: true })).toHaveCount(0);
}
