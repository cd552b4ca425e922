/** Navigation and window-open guards: windows stay on the server origin, links go to the browser. */
import { type WebContents, shell } from 'electron';
import type { WindowKind } from '../../shared/ipc';
import { connectionErrorPage, decideNavigation, decideWindowOpen, isServerUrl } from '../core';
import { hardenedWebPreferences } from './createSecureWindow';

/** Chromium's net::ERR_ABORTED: a load replaced by another, not a failure. */
const ERR_ABORTED = -3;

export interface GuardOptions {
  kind: WindowKind;
  serverOrigin: () => string;
}

function openExternally(url: string): void {
  shell.openExternal(url).catch((error: unknown) => console.warn(`Could not open ${url}:`, error));
}

export function guardWebContents(contents: WebContents, options: GuardOptions): void {
  contents.on('will-navigate', (event) => {
    const decision = decideNavigation(event.url, options.serverOrigin(), options.kind);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'open-externally') openExternally(event.url);
  });
  contents.on('will-redirect', (event) => {
    if (event.isMainFrame && decideNavigation(event.url, options.serverOrigin(), options.kind) !== 'allow') {
      event.preventDefault();
    }
  });
  contents.setWindowOpenHandler(({ url }) => {
    const decision = decideWindowOpen(url, options.serverOrigin());
    if (decision === 'allow') {
      // A same-origin popup (e.g. a download): hardened like every window, without the bridge.
      return {
        action: 'allow',
        overrideBrowserWindowOptions: { autoHideMenuBar: true, webPreferences: hardenedWebPreferences() },
      };
    }
    if (decision === 'open-externally') openExternally(url);
    return { action: 'deny' };
  });
  contents.on('did-create-window', (child) => guardWebContents(child.webContents, { ...options, kind: 'main' }));
}

/** While the server cannot be reached, the window shows why and retries by itself. */
export function showConnectionErrors(contents: WebContents, serverOrigin: () => string): void {
  contents.on('did-fail-load', (_event, errorCode, errorDescription, validatedURL, isMainFrame) => {
    if (!isMainFrame || errorCode === ERR_ABORTED || !isServerUrl(validatedURL, serverOrigin())) return;
    const page = connectionErrorPage({ serverUrl: serverOrigin(), retryUrl: validatedURL, reason: errorDescription });
    contents.loadURL(page).catch(() => undefined);
  });
}
