/** Monitor arrangements shared by the core's tests. */
import type { Rect } from '../rect';
import type { ScreenDisplay, ScreenLayout } from '../screenLayout';

export function display(id: number, bounds: Rect, taskbar = 40): ScreenDisplay {
  return { id, bounds, workArea: { ...bounds, height: bounds.height - taskbar } };
}

/** A 1920x1080 primary (id 10) with a 2560x1440 display (id 20) to its right and a 1280x1024 (id 30) to its left. */
export const PRIMARY = display(10, { x: 0, y: 0, width: 1920, height: 1080 });
export const RIGHT = display(20, { x: 1920, y: 0, width: 2560, height: 1440 });
export const LEFT = display(30, { x: -1280, y: 0, width: 1280, height: 1024 });

export function layout(displays: ScreenDisplay[], primaryId = PRIMARY.id): ScreenLayout {
  return { displays, primaryId };
}
