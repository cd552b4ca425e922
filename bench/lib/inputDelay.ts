/** UI responsiveness while tiles play (issue 17): synthetic pointer-downs sent as real input
 *  (DevTools Input.dispatchMouseEvent) on a point of the page; the delay of each is the time from
 *  the input event's creation (event.timeStamp) to its pointerdown listener running on the page's
 *  main thread, i.e. how long input waited behind other work. */
import type { BrowserContext, Page } from '@playwright/test';

type DelayWindow = Window & { benchInputDelays?: number[] };

function listen(): void {
  const win = window as unknown as DelayWindow;
  win.benchInputDelays = [];
  document.addEventListener('pointerdown', (event) => win.benchInputDelays?.push(performance.now() - event.timeStamp), {
    capture: true,
  });
}

export async function measureInputDelay(
  context: BrowserContext,
  page: Page,
  point: { x: number; y: number },
  events: number,
  gapMs: number,
): Promise<number[]> {
  await page.evaluate(listen);
  const cdp = await context.newCDPSession(page);
  try {
    for (let i = 0; i < events; i++) {
      const base = { x: point.x, y: point.y, button: 'left' as const, clickCount: 1 };
      await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...base });
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...base });
      await page.waitForTimeout(gapMs);
    }
  } finally {
    await cdp.detach();
  }
  return page.evaluate(() =>
    ((window as unknown as DelayWindow).benchInputDelays ?? []).map((ms) => Math.round(ms * 10) / 10),
  );
}
