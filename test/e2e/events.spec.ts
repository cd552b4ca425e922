// Events and alarms against the real platform (spec 3 §2.2–§2.5, §4): the Essential view's event
// list, the alarm started by a need-acknowledge event (its beep seen through an AudioContext
// stand-in) and stopped by the acknowledgement popup, acknowledgement reaching a second console,
// and the CSV export; the list's layout at the Essential view's 400 px, reference pictures of the
// view and the list in English and Polish, and axe over the view in English and Arabic (issue 34).
// Events are raised through the alert-log REST family, as an outside system would; each carries a
// message of its own, so the specs run in any order on the one server.
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import Papa from 'papaparse';
import { expectAccessible } from './expectAccessible';
import { openWorkspace } from './logIn';
import { expectPlaying, HQ_CAMERAS, shownTime } from './video';
import { allowTime, E2E_PATIENCE } from './patience';
import { raiseEvent as raiseEventOf } from './platformApi';

const PLACEHOLDER = 'This widget is not available in this console yet.';

let serial = 0;
function uniqueMessage(prefix: string): string {
  serial += 1;
  return `${prefix} ${Date.now().toString(36)}${serial}`;
}

/** Raises an event witnessed by Demo HQ Camera 1, as an outside system would. */
function raiseEvent(page: Page, message: string, needAck: boolean, triggeredAt?: number): Promise<void> {
  return raiseEventOf(page, { message, witnesses: [HQ_CAMERAS[0]!.id], needAck, triggeredAt });
}

/** A page of its own (a second console is a second browser context). */
async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

async function openEssential(page: Page, user: string): Promise<Locator> {
  await openWorkspace(page, user);
  await page
    .getByRole('region', { name: 'Shared Views' })
    .getByRole('link', { name: 'Essential', exact: true })
    .click();
  await expect(page).toHaveURL(/\/view\/essential$/);
  const list = page.getByRole('listbox', { name: 'Events list' });
  await expect(list).toBeVisible();
  return list;
}

function row(list: Locator, message: string): Locator {
  return list.getByRole('option').filter({ hasText: message });
}

/** Stands in for Web Audio: each oscillator started is recorded with its frequency and type. */
function installAudioSpy() {
  type Beep = { at: number; frequency: number; type: string };
  const beeps: Beep[] = [];
  (window as unknown as { __beeps: Beep[] }).__beeps = beeps;
  class SpyAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    async resume() {}
    async close() {
      this.state = 'closed';
    }
    createGain() {
      return { gain: { setValueAtTime() {}, linearRampToValueAtTime() {} }, connect() {} };
    }
    createOscillator() {
      const oscillator = {
        type: '',
        frequency: { value: 0, setValueAtTime: (value: number) => (oscillator.frequency.value = value) },
        connect() {},
        start: () => beeps.push({ at: Date.now(), frequency: oscillator.frequency.value, type: oscillator.type }),
        stop() {},
      };
      return oscillator;
    }
  }
  Object.assign(window, { AudioContext: SpyAudioContext });
}

/** Where each part of each row of the list is drawn. */
function rowLayouts(list: Locator) {
  return list.getByRole('option').evaluateAll((options) =>
    options.map((option) => {
      const box = (selector: string) => {
        const element = option.querySelector(selector);
        if (!element || getComputedStyle(element).display === 'none') return null;
        const { left, right, top, bottom, width } = element.getBoundingClientRect();
        return { left, right, top, bottom, width };
      };
      const { left, right, top, bottom, width } = option.getBoundingClientRect();
      return {
        row: { left, right, top, bottom, width },
        id: box('.vt-event-row__id'),
        time: box('.vt-event-row__info > span:first-child')!,
        witness: box('.vt-event-row__witness')!,
        state: box('.vt-event-row__state'),
        check: box('.vt-event-row__check'),
        image: box('.vt-event-row__image'),
        message: box('.vt-event-row__message')!,
      };
    }),
  );
}

/** Issue 34's narrow list: no Id column; every part inside its row; two lines, the time and the
 *  witness, then the message below them at its full width; the rows' messages in line. */
async function expectTwoLineRows(list: Locator) {
  const rows = await rowLayouts(list);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.id).toBeNull();
    for (const part of [row.time, row.witness, row.state, row.check, row.image, row.message]) {
      if (!part) continue;
      expect(part.left).toBeGreaterThanOrEqual(row.row.left - 0.5);
      expect(part.right).toBeLessThanOrEqual(row.row.right + 0.5);
      expect(part.top).toBeGreaterThanOrEqual(row.row.top - 0.5);
      expect(part.bottom).toBeLessThanOrEqual(row.row.bottom + 0.5);
    }
    expect(row.witness.top).toBeLessThan(row.time.bottom);
    expect(row.witness.width).toBeGreaterThan(40);
    expect(row.message.top).toBeGreaterThanOrEqual(row.time.bottom - 1);
    expect(Math.abs(row.message.left - row.time.left)).toBeLessThan(1);
    expect(row.message.width).toBeGreaterThan(row.row.width / 2);
  }
  expect(new Set(rows.map((row) => Math.round(row.message.left))).size).toBe(1);
}

/** The console in another language, as the login page's language list leaves it: stored, then the
 *  page read again (the session stays). */
async function switchLanguage(page: Page, stored: string, lang: string) {
  await page.evaluate((language) => localStorage.setItem('language', language), stored);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

const REFERENCE_TAG = 'Reference picture';
const REFERENCE_EVENTS = [
  `${REFERENCE_TAG}: glass break in the lobby, by the reception desk`,
  `${REFERENCE_TAG}: camera view blocked`,
  `${REFERENCE_TAG}: gate left open`,
];

/** The reference pictures' three events, raised once per server (the list shows them by search). */
async function raiseReferenceEvents(page: Page) {
  const held = await page.evaluate(async (search) => {
    const response = await fetch('/api/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Vantage-Request': '1' },
      body: JSON.stringify({
        query: 'query($f: AuditEntryFilter!) { auditEntries(filter: $f) { message } }',
        variables: { f: { search, from: Date.now() - 3_600_000 } },
      }),
    });
    const body = (await response.json()) as { data: { auditEntries: Array<{ message: string }> } };
    return body.data.auditEntries.map((entry) => entry.message);
  }, REFERENCE_TAG);
  const now = Date.now();
  for (const [index, message] of REFERENCE_EVENTS.entries()) {
    if (!held.includes(message)) await raiseEvent(page, message, false, now - (index + 1) * 60_000);
  }
}

/** A picture differs from its reference only where the layout does: live video, snapshots and the
 *  camera cell are masked, and so are what other specs on the same server change (the user's open
 *  tabs, the realm's cameras and labels in the camera list); times keep one width undrawn
 *  (screenshotStable.css: its style element needs a page whose content security policy the
 *  browser leaves aside). */
function referencePicture(page: Page) {
  return {
    mask: [
      page.locator('video, canvas, img'),
      page.getByTestId('camera-cell'),
      page.locator('.vt-workspace-tabs'),
      page.locator('.vt-camera-list'),
    ],
    stylePath: path.join(__dirname, 'screenshotStable.css'),
    maxDiffPixelRatio: 0.01,
  };
}

const beeps = (page: Page) =>
  page.evaluate(() => (window as unknown as { __beeps: { frequency: number; type: string }[] }).__beeps);

test.describe('events', () => {
  test('the Essential view holds the event list, a live camera and the camera list, and no placeholder', async ({
    page,
  }) => {
    await openEssential(page, 'admin');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: /^Events/ })).toBeVisible();
    await expect(main.getByTestId('camera-cell')).toHaveCount(1);
    await expect(main.getByRole('list', { name: 'Cameras' })).toBeVisible();
    await expect(main.getByText(PLACEHOLDER)).toHaveCount(0);
  });

  test('a need-acknowledge event starts the alarm, beeping every 2 s; opening the popup stops it', async ({ page }) => {
    await page.addInitScript(installAudioSpy);
    await openWorkspace(page, 'operator');
    const bar = page.getByRole('navigation', { name: 'Activity bar' });
    await bar.getByRole('button', { name: 'Settings', exact: true }).click();
    const sound = page.getByRole('switch', { name: 'Enable alarm sound' });
    if (!(await sound.isChecked())) await sound.check();
    await expect(sound).toBeChecked();
    expect(await beeps(page)).toEqual([]);

    const message = uniqueMessage('Door forced');
    await raiseEvent(page, message, true);
    await expect
      .poll(async () => (await beeps(page)).length, { timeout: 10_000 * E2E_PATIENCE })
      .toBeGreaterThanOrEqual(2);
    const heard = await beeps(page);
    expect(heard.every((beep) => beep.frequency === 880 && beep.type === 'sine')).toBe(true);

    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: /Acknowledge/ })
      .click();
    const popup = page.getByRole('dialog', { name: 'Event acknowledgment' });
    await expect(popup.getByText(message)).toBeVisible();
    const atOpen = (await beeps(page)).length;
    await page.waitForTimeout(4_500);
    expect((await beeps(page)).length).toBe(atOpen);

    // Clear it, so other specs start without a waiting alarm.
    const item = popup.getByRole('listitem').filter({ hasText: message });
    await item.getByRole('checkbox').check();
    await popup.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(popup.getByText(message)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    // The Settings panel is still open beside the workspace.
    await sound.uncheck();
  });

  test('acknowledging in one console updates the list of another', async ({ browser }) => {
    const first = await newPage(browser);
    const second = await newPage(browser);
    try {
      const firstList = await openEssential(first, 'admin');
      const secondList = await openEssential(second, 'operator');
      const message = uniqueMessage('Panic button');
      await raiseEvent(first, message, true);
      await expect(row(firstList, message)).toContainText('Need acknowledge');
      await expect(row(secondList, message)).toContainText('Need acknowledge');

      // Keyboard only: select the row, A acknowledges it.
      await row(firstList, message).click();
      await firstList.focus();
      await first.keyboard.press('a');
      await expect(row(firstList, message)).toContainText('Acknowledged');
      await expect(row(secondList, message)).toContainText('Acknowledged', { timeout: 5_000 * E2E_PATIENCE });
    } finally {
      await first.context().close();
      await second.context().close();
    }
  });

  test('a motion in a demo camera joins the open live list by itself, with its frame', async ({ page }) => {
    // The demo scenes' crossings come every two minutes per camera, staggered by 17 s across the
    // cameras, so one of Demo HQ's five fixed cameras crosses within 35 s or so. How soon after its
    // frame the row shows (issue 11: within 2 s) is bench/motionToList's to judge, not a test's.
    allowTime(180_000);
    const list = await openEssential(page, 'admin');
    const motionIds = () =>
      list
        .getByRole('option')
        .filter({ hasText: 'Motion detected' })
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-event-id') ?? ''));
    const before = new Set(await motionIds());
    const fresh = async () => (await motionIds()).filter((id) => !before.has(id));
    // No reload and no search: the list follows what the platform detects.
    await expect
      .poll(async () => (await fresh()).length, { timeout: 150_000 * E2E_PATIENCE, intervals: [500] })
      .toBeGreaterThan(0);
    const [id] = await fresh();
    const motion = list.locator(`[data-event-id="${id}"]`);
    // The row shows the snapshot of that moment (the event's own image).
    const image = motion.locator('img');
    await expect(image).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('an event dragged onto the live camera cell opens its camera at the event’s time in the archive', async ({
    page,
  }) => {
    allowTime(60_000);
    const list = await openEssential(page, 'admin');
    const message = uniqueMessage('Gate opened');
    // A few seconds back: recorded whatever ran before this spec.
    const at = Date.now() - 8_000;
    await raiseEvent(page, message, false, at);
    const cell = page.getByRole('main').getByTestId('camera-cell');
    await row(list, message).dragTo(cell);
    await expectPlaying(cell, 'archive');
    expect(Math.abs((await shownTime(cell)) - at)).toBeLessThan(10_000);
  });

  test('the CSV export holds the rows the list shows', async ({ page }) => {
    const list = await openEssential(page, 'admin');
    const tag = uniqueMessage('Export');
    for (const n of [1, 2, 3]) await raiseEvent(page, `${tag} #${n}`, false);
    await page.getByRole('searchbox', { name: 'Search events' }).fill(tag);
    await expect(list.getByRole('option')).toHaveCount(3);
    const shown = await list
      .getByRole('option')
      .evaluateAll((rows) =>
        rows.map((r) => [
          r.getAttribute('data-event-id'),
          r.querySelector('.vt-event-row__witness')?.textContent ?? '',
          r.querySelector('.vt-event-row__message')?.textContent ?? '',
        ]),
      );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const text = fs.readFileSync(await download.path(), 'utf8');
    const [header, ...rows] = Papa.parse<string[]>(text.trim()).data;
    expect(header).toEqual(['Event ID', 'Date/Time', 'Witness name', 'Message']);
    expect(rows).toEqual(shown.map(([id, witness, message]) => [id, expect.any(String), witness, message]));
    expect(shown.map(([, , message]) => message)).toEqual([`${tag} #3`, `${tag} #2`, `${tag} #1`]);
  });

  test('the list at the Essential view’s 400 px has two-line rows without the Id column, in line in select mode, in English and Polish', async ({
    page,
  }) => {
    allowTime(90_000);
    await page.setViewportSize({ width: 1600, height: 1000 });
    let list = await openEssential(page, 'admin');
    expect((await list.boundingBox())!.width).toBeLessThanOrEqual(420);
    const tag = uniqueMessage('Layout');
    await raiseEvent(page, `${tag} door forced at the loading bay's rear entrance of the east wing`, true);
    await raiseEvent(page, `${tag} glass break`, false);
    const search = () => page.locator('.vt-event-toolbar input[type="search"]');
    await search().fill(tag);
    await expect(list.getByRole('option')).toHaveCount(2);
    await expect(row(list, 'door forced')).toContainText('Need acknowledge');
    await expectTwoLineRows(list);
    await expect(page.locator('.vt-event-list__head')).toBeHidden();

    // Select mode from the keyboard (Space on the last row) keeps each row's parts in place.
    await list.focus();
    await page.keyboard.press('End');
    await expect(row(list, 'door forced')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press(' ');
    await expect(row(list, 'door forced')).toHaveAttribute('aria-checked', 'true');
    await expectTwoLineRows(list);

    // Following paused by the selection, a new event waits behind the pill; with the status bar's
    // acknowledgement badge counting the alarm, both read at WCAG AA contrast.
    await raiseEvent(page, `${tag} gate opened`, false);
    await expect(page.locator('.vt-event-toolbar__new')).toBeVisible();
    await expect(page.getByRole('contentinfo').locator('.vt-badge')).toBeVisible();
    await expectAccessible(page, 'the event list with a new event and an alarm waiting');

    await switchLanguage(page, 'pl_PL', 'pl-PL');
    list = page.locator('.vt-event-list__scroller');
    await search().fill(tag);
    await expect(list.getByRole('option')).toHaveCount(3);
    await expect(row(list, 'door forced')).toContainText('Wymaga potwierdzenia');
    await expectTwoLineRows(list);
    // Leave no alarm waiting for the specs after this one.
    await list.focus();
    await page.keyboard.press('End');
    await expect(row(list, 'door forced')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('a');
    await expect(row(list, 'door forced')).not.toContainText('Wymaga potwierdzenia');
    await switchLanguage(page, 'en_US', 'en-US');
  });

  test('reference pictures of the Essential view at 1600x1000 and of its 400 px event list, in English and Polish; axe in English and Arabic', async ({
    browser,
  }) => {
    allowTime(180_000);
    const page = await (
      await browser.newContext({ bypassCSP: true, viewport: { width: 1600, height: 1000 } })
    ).newPage();
    await openEssential(page, 'admin');
    await expectAccessible(page, 'the Essential view');
    await raiseReferenceEvents(page);
    const list = page.locator('.vt-event-list__scroller');
    for (const [language, stored, lang] of [
      ['en', 'en_US', 'en-US'],
      ['pl', 'pl_PL', 'pl-PL'],
    ] as const) {
      if (language !== 'en') await switchLanguage(page, stored, lang);
      await page.locator('.vt-event-toolbar input[type="search"]').fill(REFERENCE_TAG);
      await expect(list.getByRole('option')).toHaveCount(REFERENCE_EVENTS.length);
      // The pointer rests on the masked camera cell, so no hover card or tooltip shows.
      await page.getByRole('main').getByTestId('camera-cell').hover();
      await expect(page.getByRole('main')).toHaveScreenshot(`essential-${language}.png`, referencePicture(page));
      await expect(page.locator('.vt-events')).toHaveScreenshot(
        `event-list-400-${language}.png`,
        referencePicture(page),
      );
    }
    await switchLanguage(page, 'ar_AE', 'ar-AE');
    await expect(list.getByRole('option').first()).toBeVisible();
    await expectAccessible(page, 'the Essential view in Arabic');
    await page.context().close();
  });
});
