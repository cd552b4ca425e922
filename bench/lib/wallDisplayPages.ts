/** bench/walls's wall display pages (issue 30): a platform session's GraphQL calls, a page opened
 *  at /wall and paired with one display by the code it shows, and the wait for a page's cells to
 *  paint the cameras a display was given. */
import type { Browser, Page } from '@playwright/test';
import { PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../shared/auth/loginApi';

export type GraphqlCall = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

/** Signs in as `user` and answers a GraphQL caller with that session; a refusal throws its message. */
export async function platformSession(url: string, user: string): Promise<GraphqlCall> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PREFLIGHT_HEADER]: PREFLIGHT_VALUE },
    body: JSON.stringify({ username: user, password: user }),
  });
  if (!login.ok) throw new Error(`login as ${user}: HTTP ${login.status}`);
  const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  return async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await fetch(`${url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PREFLIGHT_HEADER]: PREFLIGHT_VALUE, cookie },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
    if (body.errors) throw new Error(body.errors[0]?.message);
    return body.data as T;
  };
}

const ACCEPT =
  'mutation ($c: String!, $w: ID!, $i: Int!) { acceptWallPairing(code: $c, wallId: $w, displayIndex: $i) { id } }';

/** A wall PC's browser: its own context (no session), the /wall page loaded within `loadTimeoutMs`,
 *  paired with display `index` by the code it shows. Answers the page and how long it took to load. */
export async function pairedDisplayPage(
  browser: Browser,
  url: string,
  graphql: GraphqlCall,
  wallId: string,
  index: number,
  loadTimeoutMs: number,
): Promise<{ page: Page; loadMs: number }> {
  const context = await browser.newContext({ viewport: { width: 960, height: 540 } });
  try {
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${url}/wall`, { timeout: loadTimeoutMs });
    const code = page.getByTestId('wall-pairing-code');
    await code.waitFor({ timeout: loadTimeoutMs });
    const loadMs = Date.now() - started;
    await graphql(ACCEPT, { c: (await code.textContent()) ?? '', w: wallId, i: index });
    return { page, loadMs };
  } catch (err) {
    await context.close().catch(() => undefined);
    throw err;
  }
}

/** Resolves when every cell of the page shows one of `cameraIds` in order and has painted. */
export async function painted(page: Page, cameraIds: readonly string[], timeout: number): Promise<void> {
  await paintedAt(page, cameraIds, timeout);
}

/** When (epoch ms, the page's clock, which is this machine's) the page first showed `cameraIds` in
 *  its cells in order — the display was told and its cells rendered the new cameras, before any
 *  picture — and when every one of those cells had painted a picture of its camera. */
export interface PaintTimes {
  shownAt: number;
  paintedAt: number;
  /** Each cell's data-first-frame-stages once painted: where its first picture spent its time, ms
   *  since its player asked for the camera (the media URL and ticket, the init sent, the first
   *  bytes back, the keyframe, the decoder configured, the first picture out and painted). */
  stages: string[];
}

/** Waits, at each of the page's frames, for every cell to show its camera of `cameraIds` and then
 *  to paint it, and answers when each happened. */
export async function paintedAt(page: Page, cameraIds: readonly string[], timeout: number): Promise<PaintTimes> {
  const handle = await page.waitForFunction(
    (ids) => {
      const seen = window as unknown as { benchWallShown?: { key: string; at: number } };
      const key = ids.join(',');
      const cells = [...document.querySelectorAll('[data-testid=camera-cell]')];
      if (!ids.every((id, i) => cells[i]?.getAttribute('data-device-id') === id)) return false;
      if (seen.benchWallShown?.key !== key) seen.benchWallShown = { key, at: Date.now() };
      const paintedAll = ids.every((_, i) => /^\d+$/.test(cells[i]?.getAttribute('data-time') ?? ''));
      if (!paintedAll) return false;
      const stages = ids.map((_, i) => cells[i]?.getAttribute('data-first-frame-stages') ?? '');
      return { shownAt: seen.benchWallShown.at, paintedAt: Date.now(), stages };
    },
    cameraIds,
    { timeout, polling: 'raf' },
  );
  return (await handle.jsonValue()) as PaintTimes;
}

/** The first line of an error, as a failure is reported. */
export function firstLine(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).split('\n')[0] ?? '';
}
