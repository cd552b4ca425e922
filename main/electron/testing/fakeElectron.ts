/** A stand-in for the parts of Electron main/electron uses, so its adapters run in jest without the binary. */
import { EventEmitter } from 'node:events';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export class FakeWebContents extends EventEmitter {
  static readonly all = new Map<number, FakeWebContents>();
  private static nextId = 100;
  readonly id = FakeWebContents.nextId++;
  readonly sent: Array<[string, unknown]> = [];
  readonly loaded: string[] = [];
  windowOpenHandler: ((details: { url: string }) => { action: string }) | undefined;
  destroyed = false;

  constructor() {
    super();
    FakeWebContents.all.set(this.id, this);
  }

  send(channel: string, payload: unknown): void {
    this.sent.push([channel, payload]);
  }

  sentOn(channel: string): unknown[] {
    return this.sent.filter(([c]) => c === channel).map(([, payload]) => payload);
  }

  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  loadURL(url: string): Promise<void> {
    this.loaded.push(url);
    return Promise.resolve();
  }

  /** The page shown: the last one loaded. */
  getURL(): string {
    return this.loaded.at(-1) ?? '';
  }

  /** A renderer-initiated navigation; true when no guard prevented it. */
  navigate(url: string, event: 'will-navigate' | 'will-redirect' = 'will-navigate'): boolean {
    let prevented = false;
    this.emit(event, { url, isMainFrame: true, preventDefault: () => (prevented = true) });
    return !prevented;
  }
}

export class BrowserWindow extends EventEmitter {
  static readonly all = new Map<number, BrowserWindow>();
  private static nextId = 1;
  readonly id = BrowserWindow.nextId++;
  readonly webContents = new FakeWebContents();
  bounds: Rect;
  visible = false;
  focused = false;
  maximized = false;
  destroyed = false;

  constructor(readonly options: Record<string, unknown> & Rect) {
    super();
    this.bounds = { x: options.x, y: options.y, width: options.width, height: options.height };
    BrowserWindow.all.set(this.id, this);
  }

  static fromId(id: number): BrowserWindow | null {
    return BrowserWindow.all.get(id) ?? null;
  }

  static fromWebContents(contents: FakeWebContents): BrowserWindow | null {
    return [...BrowserWindow.all.values()].find((w) => w.webContents === contents) ?? null;
  }

  getBounds(): Rect {
    return { ...this.bounds };
  }

  getNormalBounds(): Rect {
    return this.getBounds();
  }

  setBounds(bounds: Rect): void {
    this.bounds = { ...bounds };
    this.emit('move');
  }

  isMaximized(): boolean {
    return this.maximized;
  }

  isFullScreen(): boolean {
    return false;
  }

  setFullScreen(_flag: boolean): void {}

  unmaximize(): void {
    this.maximized = false;
  }

  isMinimized(): boolean {
    return false;
  }

  restore(): void {}

  maximize(): void {
    this.maximized = true;
  }

  show(): void {
    this.visible = true;
  }

  focus(): void {
    this.focused = true;
  }

  loadURL(url: string): Promise<void> {
    return this.webContents.loadURL(url);
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  close(): void {
    if (this.destroyed) return;
    this.emit('close');
    this.destroy();
  }

  /** Like Electron's: no 'close' event (nothing can keep the window), then 'closed'. */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.webContents.destroyed = true;
    BrowserWindow.all.delete(this.id);
    this.emit('closed');
  }
}

export const webContents = {
  fromId: (id: number): FakeWebContents | undefined => FakeWebContents.all.get(id),
};

export const shell = {
  opened: [] as string[],
  openExternal(url: string): Promise<void> {
    shell.opened.push(url);
    return Promise.resolve();
  },
};

export function resetFakeElectron(): void {
  for (const window of [...BrowserWindow.all.values()]) window.close();
  FakeWebContents.all.clear();
  shell.opened.length = 0;
}
