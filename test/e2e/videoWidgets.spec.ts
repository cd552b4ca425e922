// The video widgets in views an administrator makes through the wizard: each one's picture fills
// the cell it was given, whatever wraps the camera cell inside the widget.
import { expect, test } from '@playwright/test';
import { openWorkspace } from './logIn';
import { PLAYER_PATH } from './video';

test.describe('video widgets in a view', () => {
  test(
    'a Video Touring widget gives its picture the whole widget, not a strip (spec 2 Video Touring)',
    PLAYER_PATH,
    async ({ page }) => {
      await openWorkspace(page, 'admin');
      await page.getByRole('region', { name: 'My Views' }).getByRole('button', { name: 'Add view' }).click();
      const wizard = page.getByRole('main');
      await wizard.getByRole('radio', { name: 'Blank' }).check();
      await wizard.getByRole('button', { name: 'Next' }).click();
      await wizard.getByRole('radio', { name: '2x2' }).check();
      await wizard.getByRole('button', { name: 'Next' }).click();
      await wizard.getByRole('button', { name: 'Empty cell' }).first().click();
      await page.getByRole('complementary').getByRole('button', { name: 'Add Video Touring' }).click();
      await wizard.getByRole('button', { name: 'Save' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save view' });
      const name = `Touring ${Date.now().toString(36)}`;
      await dialog.getByRole('textbox', { name: 'View name' }).fill(name);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('main').getByRole('heading', { name })).toBeVisible();

      const widget = page.locator('.vt-video-touring');
      const cell = widget.getByTestId('camera-cell');
      await expect(cell).toBeVisible();
      const outer = (await widget.boundingBox())!;
      const inner = (await cell.boundingBox())!;
      expect(outer.height).toBeGreaterThan(200);
      expect(inner.height).toBeGreaterThan(outer.height * 0.9);
      expect(inner.width).toBeGreaterThan(outer.width * 0.9);
    },
  );
});
