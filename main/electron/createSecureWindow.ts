/** The one BrowserWindow factory: every window sandboxed, isolated, without Node, shown when painted. */
import { BrowserWindow, type WebPreferences } from 'electron';
import type { Rect, WindowLimits } from '../core';

/** design.md §6: sandbox, contextIsolation, no nodeIntegration, no webview, no insecure content. */
export function hardenedWebPreferences(preloadPath?: string): WebPreferences {
  return {
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: false,
    // An operator console must sound alarms without waiting for a click (spec 3, alarm sound).
    autoplayPolicy: 'no-user-gesture-required',
    ...(preloadPath ? { preload: preloadPath } : {}),
  };
}

export interface SecureWindowOptions {
  bounds: Rect;
  limits: WindowLimits;
  maximized?: boolean;
  /** The bridge (build/desktop/preload.js); windows without it get no `window.vantage`. */
  preloadPath?: string;
}

/** Created hidden and shown on ready-to-show, so no blank frame flashes. */
export function createSecureWindow(options: SecureWindowOptions): BrowserWindow {
  const { bounds, limits } = options;
  const window = new BrowserWindow({
    ...bounds,
    minWidth: Math.min(limits.min.width, bounds.width),
    minHeight: Math.min(limits.min.height, bounds.height),
    show: false,
    title: 'Vantage',
    backgroundColor: '#1d1530',
    autoHideMenuBar: true,
    webPreferences: hardenedWebPreferences(options.preloadPath),
  });
  window.once('ready-to-show', () => {
    if (options.maximized) window.maximize();
    window.show();
  });
  return window;
}
