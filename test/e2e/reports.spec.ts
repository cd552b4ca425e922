// Issue 29 against the real platform: an administrator opens Devices → Reports, picks a camera and
// the last hour, and sees a chart whose last point is the platform's own figure for that minute
// (cameraReport asked by the same session); the camera's Health tab, its row in the Cameras list and
// a camera cell's statistics panel show its measured frame rate, and the analytics dashboard its
// storage forecast and stream health. Reference picture and axe over the Reports page, in English
// and in Arabic. The configuration status report lists a camera saved with a wrong password as
// failing its credentials, and its PDF names the camera.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { startRtspCamera, type RtspCamera } from '../../server/testing/rtsp/startRtspCamera';
import { expectAccessible } from './expectAccessible';
import { openWorkspace } from './logIn';
import { cells, dropCamera } from './video';
import { graphql } from './platformApi';
import { E2E_PATIENCE } from './patience';

interface Point {
  time: number;
  value: number | null;
}

/** The platform's cameraReport, asked with the page's session. */
async function platformReport(page: Page, id: string, from: number, to: number, metricName: string) {
  return page.evaluate(
    async (variables) => {
      const response = await fetch('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Vantage-Request': '1' },
        body: JSON.stringify({
          query:
            'query($id: ID!, $from: Long!, $to: Long!, $m: String!) { cameraReport(id: $id, from: $from, to: $to, metricName: $m) { unit points { time value } } }',
          variables,
        }),
      });
      const body = (await response.json()) as { data: { cameraReport: { unit: string; points: Point[] } } };
      return body.data.cameraReport;
    },
    { id, from, to, m: metricName },
  );
}

/** A PDF's text: its bytes with each compressed (FlateDecode) stream inflated in place. */
function pdfText(raw: Buffer): string {
  return raw
    .toString('latin1')
    .replace(/stream\r?\n([\s\S]*?)\r?\nendstream/g, (whole, body: string, offset: number) => {
      const start = offset + whole.indexOf(body);
      try {
        return inflateSync(raw.subarray(start, start + body.length)).toString('latin1');
      } catch {
        return whole;
      }
    });
}

/** What changes from run to run (the figures, the chart, the samples) keeps its place but is not drawn. */
function referencePicture(page: Page) {
  return {
    mask: [
      page.locator('canvas'),
      page.locator('.vt-report-table'),
      page.locator('.vt-report__figure dd'),
      page.locator('.vt-report__title .vt-muted'),
    ],
    stylePath: path.join(__dirname, 'screenshotStable.css'),
    maxDiffPixelRatio: 0.01,
  };
}

test.describe('reports (issue 29)', () => {
  test.describe.configure({ timeout: 120_000 * E2E_PATIENCE });

  test('a camera’s last hour is charted as the platform measured it; its Health tab and the dashboards show its figures', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await openWorkspace(page, 'admin');
    await page.goto('/view/Reports');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible({
      timeout: 20_000 * E2E_PATIENCE,
    });
    await expect(main.getByLabel('Period')).toHaveValue('hour');
    const device = main.getByLabel('Device', { exact: true });
    await expect(device).toBeEnabled();
    const cameraId = await device.inputValue();
    const cameraName = (await device.locator('option:checked').textContent()) ?? '';
    await main.getByLabel('Metric').selectOption({ label: 'Frame rate' });

    // The demo camera has sent frames for a minute or more: the chart holds that minute.
    const chart = main.getByRole('img', { name: new RegExp(`^Chart of Frame rate of ${cameraName}`) });
    await expect(chart).toHaveAttribute('data-last-value', /\d/, { timeout: 30_000 * E2E_PATIENCE });
    const lastTime = Number(await chart.getAttribute('data-last-time'));
    const lastValue = Number(await chart.getAttribute('data-last-value'));
    const report = await platformReport(page, cameraId, lastTime - 3_600_000, lastTime + 60_000, 'fps');
    expect(report.unit).toBe('fps');
    const platformLast = report.points.find((point) => point.time === lastTime);
    expect(platformLast, 'the platform has a point at the chart’s last time').toBeDefined();
    // The minute being filled may have taken a frame or two more since the page asked.
    expect(platformLast!.value!).toBeCloseTo(lastValue, 0);
    expect(lastValue).toBeGreaterThan(0);
    // The newest sample heads the table beside the chart, as the chart's last point.
    const newest = main.getByRole('region', { name: 'Samples of Frame rate' }).getByRole('row').nth(1);
    await expect(newest).toContainText('fps');
    await expect(main.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/-fps-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}\.csv$/);

    await expectAccessible(page, 'Reports');
    await expect(main).toHaveScreenshot('reports-en.png', referencePicture(page));

    // The camera's Health tab: its stream's frame rate as measured, read again every few seconds.
    await page.goto(`/view/camera/edit/${encodeURIComponent(cameraId)}/health`);
    await expect(main.getByRole('tab', { name: 'Health', selected: true })).toBeVisible({
      timeout: 20_000 * E2E_PATIENCE,
    });
    const fps = main.locator('[data-stat="fps"] dd').first();
    await expect(fps).toHaveText(/\d+(\.\d)? fps/);
    await expect(main.getByRole('img', { name: /^Chart of Frame rate over the last hour/ })).toBeVisible();
    await expectAccessible(page, 'a camera’s Health tab');

    // The Cameras list: what the camera's main stream delivers now, and its streams' statistics
    // with its archive's size opened under its row.
    await page.goto('/view/Cameras');
    const row = main
      .getByTestId('camera-row')
      .filter({ has: page.getByRole('link', { name: cameraName, exact: true }) });
    await expect(row.getByTestId('camera-live')).toHaveText(/^\d+(\.\d+)? fps · \d/, {
      timeout: 20_000 * E2E_PATIENCE,
    });
    await row.getByRole('button', { name: `Statistics of ${cameraName}` }).click();
    const listed = main
      .getByRole('region', { name: `Statistics of ${cameraName}` })
      .getByRole('region', { name: 'Stream full' });
    await expect(listed.locator('[data-stat="fps"] dd')).toHaveText(/^\d+(\.\d)? fps$/, {
      timeout: 20_000 * E2E_PATIENCE,
    });
    await expect(listed.locator('[data-stat="consumedSpace"] dd')).toHaveText(/\d/);
    await expectAccessible(page, 'the Cameras list with a camera’s statistics open');

    // A camera cell's statistics panel (Ctrl+L) shows the same figures of the stream as the platform receives it.
    await page.goto('/view/cameraGrid');
    const cell = cells(page).first();
    await expect(cell).toBeVisible({ timeout: 20_000 * E2E_PATIENCE });
    await dropCamera(cell, { id: cameraId, name: cameraName });
    await cell.hover();
    await page.keyboard.press('Control+l');
    const platformStream = cell
      .getByRole('region', { name: 'Statistics and log' })
      .getByRole('region', { name: 'Stream full' });
    await expect(platformStream.locator('[data-stat="fps"] dd')).toHaveText(/^\d+(\.\d)? fps$/, {
      timeout: 20_000 * E2E_PATIENCE,
    });
    for (const figure of ['liveBitrate', 'averageGOP', 'jitter', 'packetLoss', 'uptime'])
      await expect(platformStream.locator(`[data-stat="${figure}"] dd`)).toHaveText(/\d/);

    // The analytics dashboard: the storage forecast per avatar, and the streams by health.
    await page.goto('/view/analytics-dashboard/storage');
    await expect(main.getByRole('link', { name: 'Storage use and forecast' })).toHaveAttribute('aria-current', 'page');
    const forecast = main.getByRole('table', { name: 'Archive storage by avatar' }).locator('[data-forecast]').first();
    await expect(forecast).toHaveText(
      /^(Full in [\d.,]+ days|Full now|Retention keeps it at about .+|Not recording|Not enough history to forecast yet)/,
      {
        timeout: 20_000 * E2E_PATIENCE,
      },
    );
    await expectAccessible(page, 'the storage dashboard');
    await main.getByRole('link', { name: 'Stream health' }).click();
    await expect(
      main.getByRole('table', { name: 'Streams, worst first' }).getByRole('link', { name: cameraName }),
    ).toBeVisible();

    // Right to left: the same Reports page in Arabic.
    await page.evaluate(() => localStorage.setItem('language', 'ar_AE'));
    await page.goto('/view/Reports');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(main.getByRole('heading', { name: 'التقارير', level: 1 })).toBeVisible({
      timeout: 20_000 * E2E_PATIENCE,
    });
    await expect(main.locator('.vt-metric-chart canvas')).toBeVisible({ timeout: 30_000 * E2E_PATIENCE });
    await expectAccessible(page, 'Reports in Arabic');
    await expect(main).toHaveScreenshot('reports-ar.png', referencePicture(page));
    await page.evaluate(() => localStorage.removeItem('language'));
  });

  test('the configuration status report lists a camera with a wrong password as failing, on screen and in its PDF', async ({
    page,
  }) => {
    const login = { user: 'admin', password: 'secret' };
    let rtsp: RtspCamera | undefined;
    let cameraId: string | undefined;
    const name = 'Loading bay';
    try {
      rtsp = await startRtspCamera({ width: 320, height: 240 }, login);
      await page.setViewportSize({ width: 1600, height: 1000 });
      await openWorkspace(page, 'admin');
      const created = await graphql<{ createCamera: { device: { id: string } } }>(
        page,
        'mutation($input: CameraInput!) { createCamera(input: $input) { device { id } } }',
        {
          input: {
            name,
            connection: 'RTSP_TCP',
            url: rtsp.url,
            authType: 'HTTP_BASIC',
            user: login.user,
            password: 'wrong',
          },
        },
      );
      cameraId = created.createCamera.device.id;

      // Reached from Devices → Reports.
      await page.goto('/view/Reports');
      const main = page.getByRole('main');
      await main.getByRole('link', { name: 'Configuration status report' }).click();
      await expect(page).toHaveURL(/\/view\/configuration-status$/);
      await expect(main.getByRole('heading', { name: 'Configuration status report', level: 1 })).toBeVisible({
        timeout: 20_000 * E2E_PATIENCE,
      });
      const table = main.getByRole('table', { name: 'Configuration checks' });
      const credentials = table.locator(`tr[data-device="${cameraId}"][data-check="CREDENTIALS"]`);
      // The camera's refusal reaches the report within a reconnect or two; the report is read again on Refresh.
      await expect
        .poll(
          async () => {
            await main.getByRole('button', { name: 'Refresh' }).click();
            await expect(main.getByRole('button', { name: 'Refresh' })).toBeEnabled();
            return credentials.getAttribute('data-status');
          },
          { timeout: 60_000 * E2E_PATIENCE, intervals: [1_000] },
        )
        .toBe('FAILING');
      await expect(credentials).toContainText('Failing');
      await expect(credentials).toContainText('The camera refused the user name or password');
      // Worst first: a failing row heads the table.
      await expect(table.getByRole('row').nth(1)).toHaveAttribute('data-status', 'FAILING');
      await expect(main.getByRole('status').first()).toContainText(/Checks failing: \d+/);

      // Narrowed to the camera and to what fails.
      await main.getByLabel('Device', { exact: true }).fill('loading bay');
      await main.getByLabel('Status', { exact: true }).selectOption('PROBLEMS');
      await expect(table.getByRole('row')).not.toHaveCount(1);
      for (const row of await table.getByRole('row').all()) {
        if ((await row.getAttribute('data-device')) === null) continue;
        await expect(row).toHaveAttribute('data-device', cameraId);
        await expect(row).toHaveAttribute('data-status', /^(FAILING|WARNING)$/);
      }
      await expectAccessible(page, 'the configuration status report');

      const download = page.waitForEvent('download');
      await main.getByRole('button', { name: 'Export PDF' }).click();
      const pdf = await download;
      expect(pdf.suggestedFilename()).toMatch(/^configuration-status-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}\.pdf$/);
      const text = pdfText(await readFile((await pdf.path())!));
      expect(text.startsWith('%PDF-')).toBe(true);
      expect(text).toContain(`(${name})`);
      expect(text).toContain('(Failing)');
    } finally {
      if (cameraId) await graphql(page, 'mutation($id: ID!) { deleteCamera(id: $id) }', { id: cameraId });
      await rtsp?.stop();
    }
  });
});
