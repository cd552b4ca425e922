/** Picks the Platform at start: the desktop one when the preload bridge exists, else the browser one. */
import type { CurrentWindow } from '../../shared/ipc';
import { createDesktopPlatform, findDesktopBridge } from './desktop';
import type { Platform } from './Platform';
import { webPlatform } from './web';

export async function selectPlatform(win: Window = window): Promise<Platform> {
  const bridge = findDesktopBridge(win);
  if (!bridge) return webPlatform;
  let currentWindow: CurrentWindow | undefined;
  try {
    currentWindow = await bridge.windows.getCurrent();
  } catch (error: unknown) {
    // Without an answer the console cannot tell a separate window apart: it behaves as the main one.
    console.error('The desktop shell did not say which window this is:', error);
  }
  return createDesktopPlatform(bridge, currentWindow, win.location);
}
