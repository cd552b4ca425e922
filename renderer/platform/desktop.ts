/** The desktop implementation of Platform: every desktop capability over the preload bridge `window.vantage`. */
import type { CurrentWindow, VantageBridge } from '../../shared/ipc';
import type { Platform } from './Platform';

/** The bridge the preload script exposed, or undefined in a plain browser. */
export function findDesktopBridge(win: Window): VantageBridge | undefined {
  const bridge = (win as Window & { vantage?: unknown }).vantage;
  return typeof bridge === 'object' && bridge !== null ? (bridge as VantageBridge) : undefined;
}

/**
 * The Platform of the desktop shell. `currentWindow` is asked of main before the console mounts
 * (`windows.getCurrent()` answers once per page: a separate window reloads to show another view).
 */
export function createDesktopPlatform(
  bridge: VantageBridge,
  currentWindow: CurrentWindow | undefined,
  location: Pick<Location, 'reload' | 'replace'> = window.location,
): Platform {
  const { app, cast, displays, session } = bridge;
  return {
    kind: 'desktop',
    reload: () => location.reload(),
    replaceLocation: (url) => location.replace(url),
    ...(currentWindow ? { currentWindow: Object.freeze({ ...currentWindow }) } : {}),
    sessionSaving: {
      isEnabled: () => session.getSaveEnabled(),
      setEnabled: (enabled) => session.setSaveEnabled(enabled),
      restore: (owner) => session.restore({ realmId: owner.realmId, userId: owner.userId }),
      didLogout: () => session.didLogout(),
    },
    viewCasting: {
      listDisplays: () => displays.list(),
      castView: async (viewId, displayId) => {
        await cast.castView({ viewId, displayId });
      },
    },
    displays: {
      list: () => displays.list(),
      onDidChange: (listener) => displays.onDidChangeDisplays(listener),
    },
    separateWindows: {
      list: () => cast.list(),
      onDidChange: (listener) => cast.onDidChange(listener),
      returnViewToMainWindow: (viewId) => cast.returnViewToMainWindow(viewId),
      onDidReturnViewToMainWindow: (listener) => cast.onDidReturnViewToMainWindow(listener),
    },
    desktopApp: {
      getVersion: () => app.getVersion(),
      getServerUrl: () => app.getServerUrl(),
      setServerUrl: (url) => app.setServerUrl(url),
    },
  };
}
