// Schedules against the real platform (issue 28; spec 3 §2.1, §3.6): an administrator adds a
// schedule through Devices → Schedules — a camera, a task over this moment, recording None — and
// sees it take effect: the list says it is in force, its page names what it holds on the camera,
// and the Cameras section shows the camera Off; the same task runs a camera tour chosen from the
// realm's, and the Camera tours section shows it held running by the schedule (whose name the
// tour's delete question gives); deleting the schedule (asked first, saying it holds
// settings now) brings the camera back and stops the tour. The editor draws tasks on the week and
// warns where they overlap.
import { expect, type Page, test } from '@playwright/test';
import { openWorkspace } from './logIn';
import { graphql } from './platformApi';
import { E2E_PATIENCE } from './patience';

const CAMERA = 'Demo HQ Camera 5';
const SCHEDULE = 'Lunch break';
const TOUR = 'Lunch patrol';

/** HH:mm in UTC, minutes from now. */
const utc = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString().slice(11, 16);

async function openSection(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 20_000 * E2E_PATIENCE });
}

test.describe('schedules', () => {
  test.describe.configure({ timeout: 90_000 * E2E_PATIENCE });

  test('an administrator adds a schedule that turns a camera’s recording off now, and deletes it', async ({ page }) => {
    await openWorkspace(page, 'admin');
    const made = await graphql<{ createCameraTour: { cameraTour: { id: string } } }>(
      page,
      'mutation($t: CameraTourInput!) { createCameraTour(cameraTour: $t) { cameraTour { id } } }',
      { t: { name: TOUR, steps: [{ cameraId: 'demo-hq-ptz', cameraPreset: '2', delay: 5 }] } },
    );
    const tourId = made.createCameraTour.cameraTour.id;
    const tourRunning = async () =>
      (
        await graphql<{ cameraTour: { running: boolean } }>(
          page,
          'query($id: ID!) { cameraTour(id: $id) { running } }',
          {
            id: tourId,
          },
        )
      ).cameraTour.running;
    await openSection(page, '/view/Schedules', 'Schedules');
    await page.getByRole('button', { name: 'Add schedule' }).click();
    await expect(page.getByRole('heading', { name: 'Add schedule', level: 1 })).toBeVisible();

    await page.getByLabel('Name', { exact: true }).fill(SCHEDULE);
    await page.getByLabel('Time zone').selectOption('UTC');
    await page
      .getByRole('group', { name: /Cameras and sensors/ })
      .getByLabel(CAMERA)
      .check();
    await page.getByRole('button', { name: 'Add task' }).click();
    const task = page.getByRole('region', { name: 'Task 1' });
    await task.getByLabel('Task name').fill('Lunch');
    await task.getByLabel('Start').fill(utc(-1));
    await task.getByLabel('End').fill(utc(30));
    for (const day of ['Saturday', 'Sunday']) await task.getByLabel(day).check();
    await expect(task.getByLabel('Action')).toHaveValue('RECORDING_MODE');
    await expect(task.getByLabel('Value')).toHaveValue('NONE');
    // The same window runs a tour of the realm's.
    await task.getByRole('button', { name: 'Add action' }).click();
    await task.getByLabel('Action').nth(1).selectOption('CAMERA_TOUR');
    await task.getByLabel('Tour', { exact: true }).selectOption({ label: TOUR });
    await expect(task.getByLabel('Value').nth(1)).toHaveValue('RUNNING');
    // Drawn on the week: one block a day (two on a day where the window passes midnight).
    const week = page.getByRole('group', { name: 'Week' });
    expect(await week.getByRole('button', { name: /Lunch/ }).count()).toBeGreaterThanOrEqual(7);

    // A second task over the same hours: the editor says the later start wins.
    await page.getByRole('button', { name: 'Add task' }).click();
    const second = page.getByRole('region', { name: 'Task 2' });
    await second.getByLabel('Start').fill(utc(0));
    await second.getByLabel('End').fill(utc(10));
    await expect(page.getByRole('status').filter({ hasText: 'Some tasks overlap' })).toBeVisible();
    await second.getByRole('button', { name: 'Remove task' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Some tasks overlap' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Schedules', level: 1 })).toBeVisible();
    const row = page.locator(`[data-schedule="${SCHEDULE}"]`);
    await expect(row).toContainText('In force: Lunch');

    await row.getByRole('link', { name: SCHEDULE }).click();
    const held = page.getByRole('region', { name: 'In force now' });
    await expect(held).toContainText(`${CAMERA} — Recording mode: None (Lunch, until`);
    await expect(held).toContainText(`${TOUR} — Camera tour: Running (Lunch, until`);
    expect(await tourRunning()).toBe(true);

    // The tour says which schedule holds it running, on its row and its page; deleting it would
    // name the schedule (asked, then left).
    await openSection(page, '/view/CameraTours', 'Camera tours');
    const tourRow = page.locator(`[data-tour="${TOUR}"]`);
    await expect(tourRow).toContainText(`Held running by schedule “${SCHEDULE}” until`);
    await tourRow.getByRole('link', { name: TOUR }).click();
    await expect(page.getByRole('status').filter({ hasText: `Held running by schedule “${SCHEDULE}”` })).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const askTour = page.getByRole('dialog', { name: new RegExp(TOUR) });
    await expect(askTour.getByRole('note', { name: 'Schedules that name it' })).toContainText(SCHEDULE);
    await askTour.getByRole('button', { name: 'Cancel' }).click();

    // The camera stopped recording: the Cameras section shows it Off.
    await openSection(page, '/view/Cameras', 'Cameras');
    const camera = page.getByTestId('camera-row').filter({ hasText: CAMERA });
    await expect(camera.locator('[data-health]')).toHaveAttribute('data-health', 'OFF', {
      timeout: 20_000 * E2E_PATIENCE,
    });
    // What the administrator set is unchanged: the camera's own recording mode stays Continuous.
    await expect(camera).toContainText('Continuous');

    // Deleted, the schedule no longer holds the camera: it records again.
    await openSection(page, '/view/Schedules', 'Schedules');
    await page.locator(`[data-schedule="${SCHEDULE}"]`).getByRole('link', { name: SCHEDULE }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const ask = page.getByRole('dialog', { name: `Delete schedule ${SCHEDULE}?` });
    await expect(ask).toContainText('It holds settings now');
    await ask.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: 'Schedules', level: 1 })).toBeVisible();
    await expect(page.locator(`[data-schedule="${SCHEDULE}"]`)).toHaveCount(0);
    await openSection(page, '/view/Cameras', 'Cameras');
    await expect(
      page.getByTestId('camera-row').filter({ hasText: CAMERA }).locator('[data-health]'),
    ).not.toHaveAttribute('data-health', 'OFF', { timeout: 30_000 * E2E_PATIENCE });
    expect(await tourRunning()).toBe(false);
    await graphql(page, 'mutation($id: ID!) { deleteCameraTour(id: $id) { deleted } }', { id: tourId });
  });
});
