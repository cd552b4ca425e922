/**
 * A cast host over real Chromium windows, used only in tests: the main/core that drives Electron's
 * BrowserWindows opens, places, reloads and closes browser windows here (one per cast window,
 * placed on simulated displays with the DevTools protocol), where no Electron binary exists.
 */
import fs from 'node:fs';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import type { CastView } from '../../shared/ipc';
import type { CastHost, Rect, ScreenLayout, SessionStorage } from '../../main/core';

interface ChromiumWindow {
  bounds: Rect;
  page?: Page;
  cdp?: CDPSession;
  windowId?: number;
}

export class ChromiumCastHost implements CastHost {
  /** Called when a window closes that the core did not close (the user closed it). */
  onUserClosed: (key: number) => void = () => undefined;
  /** What was published to the console windows, in order. */
  readonly published: CastView[][] = [];
  private readonly windows = new Map<number, ChromiumWindow>();
  private work: Promise<void> = Promise.resolve();
  private failure: unknown;

  constructor(
    private readonly context: BrowserContext,
    private readonly mainPage: Page,
    private readonly serverUrl: string,
    public layout: ScreenLayout,
    private readonly mainBounds: Rect,
  ) {}

  readLayout(): ScreenLayout {
    return this.layout;
  }

  mainWindowBounds(): Rect {
    return this.mainBounds;
  }

  castWindowBounds(key: number): Rect | undefined {
    const bounds = this.windows.get(key)?.bounds;
    return bounds && { ...bounds };
  }

  openCastWindow(key: number, viewId: string, bounds: Rect): void {
    const window: ChromiumWindow = { bounds: { ...bounds } };
    this.windows.set(key, window);
    this.enqueue(async () => {
      const opener = await this.context.newCDPSession(this.mainPage);
      const opened = this.context.waitForEvent('page');
      await opener.send('Target.createTarget', {
        url: this.viewUrl(viewId),
        newWindow: true,
        left: bounds.x,
        top: bounds.y,
        width: bounds.width,
        height: bounds.height,
      });
      const page = await opened;
      window.page = page;
      window.cdp = await this.context.newCDPSession(page);
      window.windowId = (await window.cdp.send('Browser.getWindowForTarget')).windowId;
      page.on('close', () => {
        if (this.windows.get(key) !== window) return;
        this.windows.delete(key);
        this.onUserClosed(key);
      });
      await page.waitForURL(this.viewUrl(viewId));
      await this.place(window, bounds);
    });
  }

  showView(key: number, viewId: string): void {
    const window = this.windows.get(key);
    this.enqueue(async () => {
      await window?.page?.goto(this.viewUrl(viewId));
    });
  }

  setCastWindowBounds(key: number, bounds: Rect): void {
    const window = this.windows.get(key);
    if (!window) return;
    window.bounds = { ...bounds };
    this.enqueue(() => this.place(window, bounds));
  }

  focusCastWindow(key: number): void {
    const window = this.windows.get(key);
    this.enqueue(async () => {
      await window?.page?.bringToFront();
    });
  }

  closeCastWindow(key: number): void {
    const window = this.windows.get(key);
    this.windows.delete(key);
    this.enqueue(async () => {
      await window?.page?.close();
    });
  }

  /** The main window hears of the returned view as the console would: an event in its page. */
  returnToMain(viewId: string, focusMain: boolean): void {
    this.enqueue(async () => {
      await this.mainPage.evaluate(
        ([viewId, focusMain]) => {
          const w = globalThis as typeof globalThis & { returnedViews?: Array<[string, boolean]> };
          (w.returnedViews ??= []).push([viewId, focusMain]);
        },
        [viewId, focusMain] as const,
      );
    });
  }

  castsChanged(views: CastView[]): void {
    this.published.push(views);
  }

  /** Waits for Chromium to have done everything asked so far. */
  async settled(): Promise<void> {
    await this.work;
    if (this.failure) throw this.failure;
  }

  /** Reads where Chromium really has each cast window (after the user or a test moved one). */
  async syncBounds(): Promise<void> {
    await this.settled();
    for (const window of this.windows.values()) {
      if (!window.cdp || window.windowId === undefined) continue;
      const { bounds } = await window.cdp.send('Browser.getWindowBounds', { windowId: window.windowId });
      window.bounds = { x: bounds.left!, y: bounds.top!, width: bounds.width!, height: bounds.height! };
    }
  }

  /** Each open cast window as Chromium has it: the path it shows and its real bounds. */
  async realWindows(): Promise<Array<{ path: string; bounds: Rect }>> {
    await this.settled();
    const result: Array<{ path: string; bounds: Rect }> = [];
    for (const window of this.windows.values()) {
      const { bounds } = await window.cdp!.send('Browser.getWindowBounds', { windowId: window.windowId! });
      result.push({
        path: new URL(window.page!.url()).pathname,
        bounds: { x: bounds.left!, y: bounds.top!, width: bounds.width!, height: bounds.height! },
      });
    }
    return result;
  }

  /** The page of the cast window showing a path (to act as the user on it). */
  pageShowing(path: string): Page | undefined {
    return [...this.windows.values()].find((w) => w.page && new URL(w.page.url()).pathname === path)?.page;
  }

  private viewUrl(viewId: string): string {
    return `${this.serverUrl}/view/${encodeURIComponent(viewId)}`;
  }

  private async place(window: ChromiumWindow, bounds: Rect): Promise<void> {
    if (!window.cdp || window.windowId === undefined) return;
    await window.cdp.send('Browser.setWindowBounds', {
      windowId: window.windowId,
      bounds: { left: bounds.x, top: bounds.y, width: bounds.width, height: bounds.height, windowState: 'normal' },
    });
  }

  /** Chromium is asynchronous and the host's calls are not: they run one after another, in order. */
  private enqueue(task: () => Promise<void>): void {
    this.work = this.work.then(task).catch((error: unknown) => {
      this.failure ??= error;
    });
  }
}

/** Session storage in a JSON file, as electron-store keeps session.json. */
export function jsonFileSessionStorage(file: string): SessionStorage {
  const read = (): Record<string, unknown> =>
    fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  const write = (key: string, value: unknown) => fs.writeFileSync(file, JSON.stringify({ ...read(), [key]: value }));
  return {
    readSessions: () => read().sessions,
    writeSessions: (value) => write('sessions', value),
    readSaveEnabled: () => read().saveCurrentSession,
    writeSaveEnabled: (enabled) => write('saveCurrentSession', enabled),
  };
}
