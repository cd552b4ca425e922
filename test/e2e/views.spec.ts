// The workspace of views against the real platform: the creation wizard, saved views surviving a
// reload, sharing with the realm (and only that realm), what an operator may do with a shared
// view, and the unsaved-changes question. Every view made here has a name of its own, so the
// specs run in any order on the one shared server.
import { type Browser, expect, type Page, test } from '@playwright/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { urlWidgetFrameSrc } from '../../shared/widgets/urlWidgetFrame';
import { openWorkspace } from './logIn';

let serial = 0;
/** A view name no other spec (or earlier run of this one) uses. */
function uniqueName(prefix: string): string {
  serial += 1;
  return `${prefix} ${Date.now().toString(36)}${serial}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A 2x2 view with a URL widget in its first cell, made through the wizard; at its own path. */
async function createView(page: Page, name: string, url: string) {
  const myViews = page.getByRole('region', { name: 'My Views' });
  await myViews.getByRole('button', { name: 'Add view' }).click();
  await expect(page).toHaveURL(/\/view\/new$/);
  const wizard = page.getByRole('main');
  await wizard.getByRole('radio', { name: 'Blank' }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('radio', { name: '2x2' }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('button', { name: 'Empty cell' })).toHaveCount(4);
  await wizard.getByRole('button', { name: 'Empty cell' }).first().click();
  // Step 3 lists the widgets in the View panel's Widgets panel (spec 1 §2.6), and only there.
  const viewPanel = page.getByRole('complementary');
  await expect(page.getByRole('button', { name: 'Add URL' })).toHaveCount(1);
  await viewPanel.getByRole('button', { name: 'Add URL' }).click();
  // The widget's properties, in the View panel the wizard keeps open.
  const properties = viewPanel.getByRole('region', { name: 'URL properties' });
  await properties.getByRole('textbox', { name: 'URL' }).fill(url);
  await wizard.getByRole('button', { name: 'Save' }).click();

  const dialog = page.getByRole('dialog', { name: 'Save view' });
  const field = dialog.getByRole('textbox', { name: 'View name' });
  await expect(field).toHaveValue(/^View #\d+$/);
  await field.fill('  ');
  await expect(dialog.getByRole('alert')).toHaveText('View name should be not empty.');
  await field.fill('essential');
  await expect(dialog.getByRole('alert')).toHaveText('View with the same name already exists.');
  await field.fill(name);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/view\/(?!new$)[^/]+$/);
  await expect(page.getByRole('main').getByRole('heading', { name })).toBeVisible();
}

/** The view's layout as shown: its cells, splitters and web page frames. */
function layoutOf(page: Page, name: string) {
  const layout = page.getByRole('group', { name: `Layout of ${name}` });
  return {
    layout,
    cells: layout.locator('.vt-layout__cell'),
    splitters: layout.getByRole('separator', { name: 'Resize' }),
    frames: layout.locator('iframe'),
  };
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe('the workspace of views', () => {
  test('admin creates a 2x2 view with a URL widget through the wizard; after a reload it is in My Views with its layout', async ({
    page,
  }) => {
    await openWorkspace(page, 'admin');
    const name = uniqueName('Lobby');
    const url = new URL('/api/health', page.url()).href;
    await createView(page, name, url);
    const viewUrl = page.url();
    await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');

    await page.reload();
    const myViews = page.getByRole('region', { name: 'My Views' });
    await expect(myViews.getByRole('link', { name, exact: true })).toBeVisible();
    await page.goto('/view/start');
    await myViews.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(viewUrl);
    const { cells, splitters, frames } = layoutOf(page, name);
    await expect(cells).toHaveCount(4);
    // Two rows, each split in two: three splitters.
    await expect(splitters).toHaveCount(3);
    await expect(frames).toHaveCount(1);
    await expect(frames.first()).toHaveAttribute('src', urlWidgetFrameSrc(url));
    await expect(page.getByRole('tab', { name, exact: true })).toBeVisible();
  });

  test("a URL widget shows another site's page as soon as the administrator saves it, without a reload", async ({
    page,
  }) => {
    // Another origin than the console's, which the console page's policy was not written for.
    const site = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Intranet board</p>');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      await openWorkspace(page, 'admin');
      const name = uniqueName('Intranet');
      const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/board`;
      await createView(page, name, url);
      const { frames } = layoutOf(page, name);
      await expect(
        frames.first().contentFrame().locator('iframe').contentFrame().getByText('Intranet board'),
      ).toBeVisible();
    } finally {
      site.close();
    }
  });

  test("admin shares a view; the operator finds it under Shared Views with the owner's name, and cannot change it; the other realm does not see it", async ({
    page,
    browser,
  }) => {
    // Three sign-ins, three browsers.
    test.slow();
    await openWorkspace(page, 'admin');
    const name = uniqueName('Gate');
    await createView(page, name, 'https://example.com/');

    const myViews = page.getByRole('region', { name: 'My Views' });
    await myViews.getByRole('button', { name: `Share ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Share '${name}'` });
    const shareName = `${name} for all`;
    await dialog.getByRole('textbox', { name: 'View name' }).fill(shareName);
    await dialog.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText(`View '${shareName}' is shared.`)).toBeVisible();
    const adminShared = page.getByRole('region', { name: 'Shared Views' });
    await expect(adminShared.getByRole('link', { name: `${shareName} (admin)` })).toBeVisible();

    const operator = await newPage(browser);
    try {
      await openWorkspace(operator, 'operator');
      await expect(
        operator.getByRole('region', { name: 'My Views' }).getByRole('button', { name: 'Add view' }),
      ).toHaveCount(0);
      const shared = operator.getByRole('region', { name: 'Shared Views' });
      const link = shared.getByRole('link', { name: `${shareName} (admin)` });
      await expect(link).toBeVisible();
      const row = shared.getByRole('listitem').filter({ has: link });
      await expect(row.getByRole('button')).toHaveCount(0);

      await link.click();
      const view = operator.getByRole('region', { name: shareName, exact: true });
      await expect(view.getByRole('heading', { name: shareName })).toBeVisible();
      await expect(layoutOf(operator, shareName).cells).toHaveCount(4);
      for (const control of ['Edit', 'Share', 'Delete']) {
        await expect(view.getByRole('button', { name: `${control} ${shareName}` })).toHaveCount(0);
      }
      // System views offer the operator no edit either.
      await shared.getByRole('link', { name: 'Camera Grid', exact: true }).click();
      await expect(operator.getByRole('button', { name: /^(Edit|Share|Delete) / })).toHaveCount(0);
    } finally {
      await operator.context().close();
    }

    const branch = await newPage(browser);
    try {
      await openWorkspace(branch, 'admin', 'Demo Branch');
      const shared = branch.getByRole('region', { name: 'Shared Views' });
      await expect(shared.getByRole('link', { name: 'Essential', exact: true })).toBeVisible();
      await expect(shared.getByRole('link', { name: new RegExp(escape(shareName)) })).toHaveCount(0);
      await expect(branch.getByRole('region', { name: 'My Views' }).getByRole('link', { name })).toHaveCount(0);
    } finally {
      await branch.context().close();
    }
  });

  test('closing a view with unsaved changes asks first, from its tab and from its header', async ({ page }) => {
    await openWorkspace(page, 'admin');
    await page
      .getByRole('region', { name: 'Shared Views' })
      .getByRole('link', { name: 'Essential', exact: true })
      .click();
    await expect(page).toHaveURL(/\/view\/essential$/);
    await page.getByRole('main').getByRole('button', { name: 'Edit Essential' }).click();
    // Edit mode: at /view, with the View panel showing the view's info.
    await expect(page).toHaveURL(/\/view$/);
    const info = page.getByRole('complementary').getByRole('region', { name: 'View Info' });
    const changed = uniqueName('Essential copy');
    await info.getByRole('textbox', { name: 'View name' }).fill(changed);

    const tabs = page.getByRole('tablist', { name: 'Open views' });
    await expect(tabs.getByRole('tab', { name: changed })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: changed }).press('Delete');
    const question = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect(question).toContainText(`View '${changed}' has unsaved changes. Close it and lose them?`);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toHaveCount(0);
    await expect(info.getByRole('textbox', { name: 'View name' })).toHaveValue(changed);

    const view = page.getByRole('region', { name: changed, exact: true });
    await view.getByRole('button', { name: `Close ${changed}` }).click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Close view' }).click();
    // Closing a view header goes to the start view; nothing was saved.
    await expect(page).toHaveURL(/\/view\/start$/);
    await expect(page.getByRole('region', { name: 'My Views' }).getByRole('link', { name: changed })).toHaveCount(0);
    await expect(tabs.getByRole('tab', { name: changed })).toHaveCount(0);
  });

  test('hovering a view row shows its 600x338 preview whole beside the sidebar, not clipped to a strip (spec 1 §2.8)', async ({
    page,
  }) => {
    await openWorkspace(page, 'operator');
    await page
      .getByRole('region', { name: 'Shared Views' })
      .getByRole('link', { name: 'Camera Grid', exact: true })
      .hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    // All of it shows: nothing cut off by the scrolling sidebar it was hovered in, nor by the window.
    await expect(tooltip).toBeInViewport({ ratio: 1 });
    const preview = await tooltip.locator('.vt-layout-preview').boundingBox();
    expect(preview && [Math.round(preview.width), Math.round(preview.height)]).toEqual([600, 338]);
    const sidebar = await page.getByRole('complementary').boundingBox();
    // Beside the sidebar, over the main area.
    expect(preview!.x + preview!.width).toBeGreaterThan(sidebar!.x + sidebar!.width + 300);
    // It only shows: the pointer passes through it to the workspace under it, which takes the clicks.
    const caught = await page.evaluate(
      ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[data-radix-popper-content-wrapper]')),
      { x: preview!.x + preview!.width / 2, y: preview!.y + preview!.height / 2 },
    );
    expect(caught).toBe(false);
  });

  test("'Open view list on start' is kept with the user's workspace and decides the sidebar on the next start", async ({
    page,
  }) => {
    await openWorkspace(page, 'operator');
    const bar = page.getByRole('navigation', { name: 'Activity bar' });
    const toggle = page.getByRole('switch', { name: 'Open view list on start' });
    const myViews = page.getByRole('region', { name: 'My Views' });
    await bar.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(toggle).toBeChecked();
    await toggle.uncheck();
    try {
      await page.reload();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(bar.getByRole('button', { name: 'View', exact: true })).toHaveAttribute('aria-pressed', 'false');
      await expect(myViews).toHaveCount(0);
      await expect(page.getByRole('complementary')).toHaveCount(0);
    } finally {
      await bar.getByRole('button', { name: 'Settings', exact: true }).click();
      await toggle.check();
    }
    await page.reload();
    await expect(myViews).toBeVisible();
    await expect(bar.getByRole('button', { name: 'View', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });
});
