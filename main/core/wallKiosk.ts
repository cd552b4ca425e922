/** The desktop app as a wall display (issue 30): started with `--wall-display` (or
 *  `--wall-display=<n>`, the display's number as the console lists them, 'Display n'), it opens the
 *  platform's /wall page alone, in kiosk mode, covering that display (the primary one by default,
 *  or when that display is not connected). */
import { orderDisplays } from './buildDisplayList';
import type { Rect } from './rect';
import { type ScreenLayout, primaryDisplay } from './screenLayout';

export const WALL_KIOSK_FLAG = '--wall-display';
/** The wall display page's path on the platform. */
export const WALL_PAGE_PATH = '/wall';

export interface WallKiosk {
  /** 1-based, as 'Display n'; null for the primary display. */
  displayNumber: number | null;
}

/** The kiosk request among the process's arguments, or undefined when the app starts as a console. */
export function parseWallKiosk(argv: readonly string[]): WallKiosk | undefined {
  for (const arg of argv) {
    if (arg === WALL_KIOSK_FLAG) return { displayNumber: null };
    if (arg.startsWith(`${WALL_KIOSK_FLAG}=`)) {
      const value = arg.slice(WALL_KIOSK_FLAG.length + 1);
      const number = /^\d+$/.test(value) ? Number(value) : NaN;
      return { displayNumber: Number.isSafeInteger(number) && number >= 1 ? number : null };
    }
  }
  return undefined;
}

/** Where the kiosk window goes (the whole display, not its work area) and what it loads. */
export function wallKioskWindow(
  layout: ScreenLayout,
  kiosk: WallKiosk,
  serverUrl: string,
): { bounds: Rect; url: string; displayId: number } {
  const ordered = orderDisplays(layout);
  const display =
    (kiosk.displayNumber !== null ? ordered[kiosk.displayNumber - 1] : undefined) ?? primaryDisplay(layout);
  return {
    bounds: { ...display.bounds },
    url: new URL(WALL_PAGE_PATH, serverUrl).href,
    displayId: display.id,
  };
}
