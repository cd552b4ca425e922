/** The desktop app as a wall display (issue 30): one hardened window in kiosk mode covering the
 *  chosen display, showing the platform's /wall page (no console, no bridge: the page needs none). */
import type { BrowserWindow } from 'electron';
import { MAIN_WINDOW_LIMITS, type ScreenLayout, type WallKiosk, wallKioskWindow } from '../core';
import { createSecureWindow } from './createSecureWindow';
import { guardWebContents, showConnectionErrors } from './guardWebContents';

export function openWallKiosk(kiosk: WallKiosk, layout: ScreenLayout, serverOrigin: () => string): BrowserWindow {
  const plan = wallKioskWindow(layout, kiosk, serverOrigin());
  const window = createSecureWindow({ bounds: plan.bounds, limits: MAIN_WINDOW_LIMITS });
  window.setKiosk(true);
  window.setMenuBarVisibility(false);
  guardWebContents(window.webContents, { kind: 'main', serverOrigin });
  showConnectionErrors(window.webContents, serverOrigin);
  window.loadURL(plan.url).catch(() => undefined);
  return window;
}
