// Acknowledges, in the open acknowledgement popup, the watchlist alarms listed now. The camera goes
// on raising them (the gate reads enrolled plates, the lobby shows the enrolled face again): alarms
// that arrive meanwhile stay in the list, so the check is that the ones acknowledged have left it.
import { expect, type Locator } from '@playwright/test';

export async function acknowledgeHits(popup: Locator, hits: Locator): Promise<void> {
  await expect(hits.first()).toBeVisible();
  const checked: string[] = [];
  for (const hit of await hits.all()) {
    const box = hit.getByRole('checkbox');
    await box.check();
    checked.push((await box.getAttribute('aria-label')) ?? '');
  }
  await popup.getByRole('button', { name: 'Acknowledge', exact: true }).click();
  for (const name of checked) await expect(popup.getByRole('checkbox', { name, exact: true })).toHaveCount(0);
}
