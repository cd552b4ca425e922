// Dragging with the mouse as a person does, for the specs that move things on maps and plans: the
// element is hovered first (Playwright checks that nothing else lies over it, so another marker
// cannot take the press), pressed in its middle, moved in steps and let go.
import type { Locator, Page } from '@playwright/test';

export async function dragBy(page: Page, target: Locator, dx: number, dy: number): Promise<void> {
  await target.hover();
  const box = await target.boundingBox();
  if (!box) throw new Error('the element to drag has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}
