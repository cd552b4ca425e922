/** Launching the desktop shell for the _electron specs: the binary, a stub server, a profile that survives restarts. */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { type ElectronApplication, type Page, _electron, expect } from '@playwright/test';
import type { VantageBridge } from '../../shared/ipc';

export const ROOT = path.resolve(__dirname, '..', '..');
export const MAIN = path.join(ROOT, 'build', 'desktop', 'main.js');
export const VERSION = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string })
  .version;
/** What the specs report when they cannot run here. */
export const NO_BINARY = 'Electron binary not installed';

/** The Electron executable; null when the npm package has no binary (its require() throws then). */
export function electronBinary(): string | null {
  try {
    const resolved: unknown = createRequire(__filename)('electron');
    return typeof resolved === 'string' && fs.existsSync(resolved) ? resolved : null;
  } catch {
    return null;
  }
}

/** `window.vantage` typed; used inside page.evaluate callbacks, which run in the page. */
export type WithBridge = typeof globalThis & { vantage: VantageBridge };

export interface StubServer {
  url: string;
  close(): Promise<void>;
}

/** A stand-in platform server: any path is a small page, /api/parameters answers no parameters. */
export async function startStubServer(): Promise<StubServer> {
  const server = http.createServer((request, response) => {
    if (request.url === '/api/parameters') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><title>Vantage stub</title><p id="path">${request.url ?? ''}</p>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** One installation: a stub server and a user-data folder that outlives restarts of the app. */
export interface DesktopProfile {
  server: StubServer;
  userData: string;
  /** Starts the app (build/desktop/main.js) on this profile, with the command line's own arguments. */
  launch(args?: readonly string[]): Promise<ElectronApplication>;
  /** The main window once its page has loaded. */
  mainPage(app: ElectronApplication): Promise<Page>;
  dispose(): Promise<void>;
}

/** `serverUrl`: a platform the spec started (the real one, for what the stub cannot answer); the
 *  profile then leaves it running when disposed. */
export async function createDesktopProfile(binary: string, serverUrl?: string): Promise<DesktopProfile> {
  expect(fs.existsSync(MAIN), `${MAIN} is missing: run npm run build:desktop`).toBe(true);
  const server: StubServer = serverUrl ? { url: serverUrl, close: async () => undefined } : await startStubServer();
  const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-electron-'));
  const launched: ElectronApplication[] = [];
  return {
    server,
    userData,
    async launch(args = []) {
      const app = await _electron.launch({
        executablePath: binary,
        args: [MAIN, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), ...args],
        env: { ...process.env, VANTAGE_SERVER_URL: server.url, VANTAGE_USER_DATA_DIR: userData },
      });
      launched.push(app);
      return app;
    },
    async mainPage(app) {
      const page = await app.firstWindow();
      await page.waitForLoadState('domcontentloaded');
      expect(page.url()).toBe(`${server.url}/`);
      return page;
    },
    async dispose() {
      for (const app of launched) await app.close().catch(() => undefined);
      await server.close();
      fs.rmSync(userData, { recursive: true, force: true });
    },
  };
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How many windows the app has open (main process view). */
export function windowCount(app: ElectronApplication): Promise<number> {
  return app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length);
}

/** The bounds of the app's window showing a URL, and the work area of the display it sits on. */
export function windowPlacement(
  app: ElectronApplication,
  url: string,
): Promise<{ bounds: Rect; displayId: number; workArea: Rect } | null> {
  return app.evaluate(({ BrowserWindow, screen }, target) => {
    const window = BrowserWindow.getAllWindows().find((w) => w.webContents.getURL() === target);
    if (!window) return null;
    const bounds = window.getBounds();
    const display = screen.getDisplayMatching(bounds);
    return { bounds, displayId: display.id, workArea: display.workArea };
  }, url);
}

/** Records the cast events a page receives, to read them back with castEvents(). */
export async function recordCastEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const g = globalThis as WithBridge & { castEvents?: { changes: unknown[]; returned: string[] } };
    const events = { changes: [] as unknown[], returned: [] as string[] };
    g.castEvents = events;
    g.vantage.cast.onDidChange((views) => events.changes.push(views));
    g.vantage.cast.onDidReturnViewToMainWindow((viewId) => events.returned.push(viewId));
  });
}

export function castEvents(page: Page): Promise<{ changes: unknown[]; returned: string[] }> {
  return page.evaluate(
    () => (globalThis as unknown as { castEvents: { changes: unknown[]; returned: string[] } }).castEvents,
  );
}
