// Labels against the real platform (spec 3 §2.7, §2.9, §4, §8): an administrator labels three
// cameras from the label editor, a Device List filtered by that label shows exactly those cameras,
// a second console sees the new label without reloading, a two-level hierarchy built in the
// hierarchy editor shows those cameras for its branch, as does a Device List set to it in a new
// view, and a label used in a hierarchy cannot be deleted: the refusal names its path; deleting a
// hierarchy asks first.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openWorkspace } from './logIn';
import { E2E_PATIENCE } from './patience';

const LABEL = 'Stairs';
const CAMERAS = ['Demo HQ Camera 1', 'Demo HQ Camera 3', 'Demo HQ Camera 5'];

async function openLabelEditor(page: Page) {
  await openWorkspace(page, 'admin');
  await page.goto('/view/Labels');
  await expect(page.getByRole('list', { name: 'Labels' })).toBeVisible();
}

async function assign(page: Page, camera: string, create: boolean) {
  await page.getByRole('button', { name: `Assign labels to ${camera}` }).click();
  const dialog = page.getByRole('dialog', { name: camera });
  await dialog.getByRole('searchbox', { name: 'Search labels' }).fill(LABEL);
  if (create) await dialog.getByRole('button', { name: 'Create label' }).click();
  else await dialog.getByRole('checkbox', { name: LABEL }).check();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** Checks LABEL in a label checklist (the first 5 labels, then 'Show all labels'): waits until the
 *  list shows the label or the button that shows the rest, instead of looking once. */
async function checkLabel(list: Locator) {
  const label = list.getByRole('checkbox', { name: LABEL });
  const showAll = list.getByRole('button', { name: 'Show all labels' });
  await expect(label.or(showAll).first()).toBeVisible();
  if (!(await label.isVisible())) await showAll.click();
  await label.check();
}

test.describe('labels', () => {
  // Each test builds labels, a hierarchy or a view through the editors, step by step: on a loaded
  // CI machine that outlasted the default 30 s.
  test.describe.configure({ mode: 'serial', timeout: 90_000 * E2E_PATIENCE });

  test('three cameras labelled in the editor are exactly those a Device List shows for the label; another console sees the label at once', async ({
    page,
    browser,
  }) => {
    const other = await browser.newPage();
    await openLabelEditor(other);
    await openLabelEditor(page);

    await assign(page, CAMERAS[0]!, true);
    await assign(page, CAMERAS[1]!, false);
    await assign(page, CAMERAS[2]!, false);
    await expect(other.getByTestId('label-item').filter({ hasText: LABEL })).toContainText('3');
    await other.close();

    await page.goto('/view/cameraGrid');
    const filter = page.getByRole('group', { name: 'Filter by labels' });
    await expect(filter).toBeVisible();
    await checkLabel(filter);
    await expect(page.getByText('Filtered by Labels')).toBeVisible();
    await expect(page.getByText('Found 3 matches...')).toBeVisible();
    await expect(page.getByTestId('camera-list-item')).toHaveText(CAMERAS);
  });

  test('a two-level hierarchy built in the editor: its branch shows exactly the cameras of its leaf’s label, and the label cannot be deleted', async ({
    page,
  }) => {
    await openWorkspace(page, 'admin');
    await page.goto('/view/Hierarchy');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add Hierarchy' });
    await add.getByRole('textbox', { name: 'Name' }).fill('Floors');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Hierarchy' }).locator('option:checked')).toHaveText('Floors');

    await page.getByRole('button', { name: 'Add root level' }).click();
    await page.getByRole('textbox', { name: 'Level name' }).fill('Level 1');
    await page.getByRole('textbox', { name: 'Level name' }).press('Enter');
    await page.getByRole('button', { name: 'Add branch under Level 1' }).click();
    await page.getByRole('textbox', { name: 'Level name' }).fill('East wing');
    await page.getByRole('textbox', { name: 'Level name' }).press('Enter');
    await page.getByRole('button', { name: 'East wing', exact: true }).click();
    const picker = page.getByRole('group', { name: 'Labels of the level' });
    await checkLabel(picker);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toBeHidden();

    await page.getByRole('button', { name: 'Level 1', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Selected level' })).toHaveText('Floors / Level 1');
    await expect(page.getByTestId('camera-list-item')).toHaveText(CAMERAS);

    await page.goto('/view/Labels');
    await page.getByRole('button', { name: `Delete ${LABEL}` }).click();
    await expect(page.getByTestId('label-in-hierarchy').getByRole('listitem')).toHaveText(['Floors/Level 1/East wing']);
  });

  test('a Device List set to that hierarchy in a new view shows exactly the labelled cameras for the branch picked', async ({
    page,
  }) => {
    await openWorkspace(page, 'admin');
    await page.getByRole('region', { name: 'My Views' }).getByRole('button', { name: 'Add view' }).click();
    const wizard = page.getByRole('main');
    await wizard.getByRole('radio', { name: 'Blank' }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('radio', { name: '2x2' }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Empty cell' }).first().click();
    const viewPanel = page.getByRole('complementary');
    await viewPanel.getByRole('button', { name: 'Add Device List' }).click();
    const properties = viewPanel.getByRole('region', { name: 'Device List properties' });
    await properties.getByRole('combobox', { name: 'Hierarchy' }).selectOption({ label: 'Floors' });
    await wizard.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByRole('textbox', { name: 'View name' }).fill('Floors view');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Floors view' })).toBeVisible();

    await page.getByRole('main').getByRole('button', { name: 'Level 1', exact: true }).click();
    await expect(page.getByText('Found 3 matches...')).toBeVisible();
    await expect(page.getByRole('main').getByTestId('camera-list-item')).toHaveText(CAMERAS);
  });

  test('a label used in the hierarchy cannot be deleted: the refusal names its path', async ({ page }) => {
    await openLabelEditor(page);
    await page.getByRole('button', { name: 'Delete Lobby' }).click();
    const refusal = page.getByTestId('label-in-hierarchy');
    await expect(refusal).toContainText("Label 'Lobby' cannot be deleted, it is used in the following hierarchy:");
    await expect(refusal.getByRole('listitem')).toHaveText(['Sites/Building/Ground floor']);
    await expect(refusal).toContainText('Please use hierarchy editor to remove this label from every hierarchy.');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('label-item').filter({ hasText: 'Lobby' })).toBeVisible();
  });

  test('deleting a hierarchy asks first: Cancel keeps it, Delete removes it', async ({ page }) => {
    await openWorkspace(page, 'admin');
    await page.goto('/view/Hierarchy');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add Hierarchy' });
    await add.getByRole('textbox', { name: 'Name' }).fill('Temporary');
    await add.getByRole('button', { name: 'Add' }).click();
    const chosen = page.getByRole('combobox', { name: 'Hierarchy' }).locator('option:checked');
    await expect(chosen).toHaveText('Temporary');

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Hierarchy' });
    await expect(confirm).toContainText("Are you sure you want to delete hierarchy 'Temporary'?");
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(chosen).toHaveText('Temporary');

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByRole('combobox', { name: 'Hierarchy' }).getByRole('option', { name: 'Temporary' }),
    ).toHaveCount(0);
  });
});
