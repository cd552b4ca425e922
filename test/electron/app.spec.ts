/** The desktop shell end to end: Electron runs build/desktop/main.js and the console gets `window.vantage`. */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { type ElectronApplication, _electron, expect, test } from '@playwright/test';
import { IPC_CONTRACTS, type VantageBridge } from '../../shared/ipc';

const ROOT = path.resolve(__dirname, '..', '..');
const MAIN = path.join(ROOT, 'build', 'desktop', 'main.js');
const VERSION = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** The Electron executable; null when the npm package has no binary (its require() throws then). */
function electronBinary(): string | null {
  try {
    const resolved: unknown = createRequire(__filename)('electron');
    return typeof resolved === 'string' && fs.existsSync(resolved) ? resolved : null;
  } catch {
    return null;
  }
}

/** A stand-in platform server: any path is a small page, /api/parameters answers no parameters. */
async function startStubServer(): Promise<{ url: string; close: () => Promise<void> }> {
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

/** `window.vantage` typed; used inside page.evaluate callbacks, which run in the page. */
type WithBridge = typeof globalThis & { vantage: VantageBridge };

const binary = electronBinary();

test.describe('desktop shell', () => {
  test.skip(binary === null, 'Electron binary not installed');

  let server: Awaited<ReturnType<typeof startStubServer>>;
  let userData: string;
  let app: ElectronApplication;

  test.beforeEach(async () => {
    expect(fs.existsSync(MAIN), `${MAIN} is missing: run npm run build:desktop`).toBe(true);
    server = await startStubServer();
    userData = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-electron-'));
    app = await _electron.launch({
      executablePath: binary!,
      args: [MAIN, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
      env: { ...process.env, VANTAGE_SERVER_URL: server.url, VANTAGE_USER_DATA_DIR: userData },
    });
  });

  test.afterEach(async () => {
    await app?.close();
    await server?.close();
    fs.rmSync(userData, { recursive: true, force: true });
  });

  test('opens the main window on the server with window.vantage and no Node', async () => {
    const page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
    expect(page.url()).toBe(`${server.url}/`);

    const shape = await page.evaluate(() => {
      const vantage = (globalThis as unknown as { vantage?: Record<string, Record<string, unknown>> }).vantage;
      if (!vantage) return null;
      return Object.fromEntries(
        Object.entries(vantage).map(([area, api]) => [
          area,
          Object.keys(api)
            .filter((name) => typeof api[name] === 'function')
            .sort(),
        ]),
      );
    });
    const expected = Object.fromEntries(
      Object.entries(IPC_CONTRACTS).map(([area, channels]) => [area, Object.keys(channels).sort()]),
    );
    expect(shape).toEqual(expected);
    expect(await page.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');
    expect(await page.evaluate(() => typeof (globalThis as { process?: unknown }).process)).toBe('undefined');

    expect(await page.evaluate(() => (globalThis as WithBridge).vantage.app.getVersion())).toBe(VERSION);
    expect(await page.evaluate(() => (globalThis as WithBridge).vantage.app.getServerUrl())).toBe(server.url);
    const displays = await page.evaluate(() => (globalThis as WithBridge).vantage.displays.list());
    expect(displays[0]).toMatchObject({ name: 'Display 1', isPrimary: true, index: 0 });
    expect(await page.evaluate(() => (globalThis as WithBridge).vantage.windows.getCurrent())).toMatchObject({
      kind: 'main',
      viewId: null,
    });

    expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
  });

  test('opens a view in a separate window and returns it to the main window', async () => {
    const page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
    const opened = app.waitForEvent('window');
    expect(
      await page.evaluate(() => (globalThis as WithBridge).vantage.windows.openView({ viewId: 'v1' })),
    ).toMatchObject({ viewId: 'v1' });
    const viewPage = await opened;
    await viewPage.waitForLoadState('domcontentloaded');
    expect(viewPage.url()).toBe(`${server.url}/view/v1`);
    expect(await viewPage.evaluate(() => (globalThis as WithBridge).vantage.windows.getCurrent())).toMatchObject({
      kind: 'view',
      viewId: 'v1',
    });

    const closed = viewPage.waitForEvent('close');
    await page.evaluate(() => (globalThis as WithBridge).vantage.windows.returnViewToMainWindow('v1'));
    await closed;
    expect(await page.evaluate(() => (globalThis as WithBridge).vantage.windows.listViewWindows())).toEqual([]);
  });

  test('keeps the main window on the server origin', async () => {
    const page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
    await page.evaluate(() => {
      window.location.href = 'file:///';
    });
    await page.waitForTimeout(500);
    expect(page.url().startsWith(server.url)).toBe(true);
  });
});
