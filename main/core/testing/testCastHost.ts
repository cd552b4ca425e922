/** A cast host for the core's tests: its windows are plain records, and it logs every call. */
import type { CastView } from '../../../shared/ipc';
import type { CastHost } from '../cast/CastController';
import type { Rect } from '../rect';
import type { ScreenLayout } from '../screenLayout';
import { LEFT, PRIMARY, RIGHT, layout } from './testLayouts';

/** A host whose windows are plain records; it logs every call the controller makes. */
export function testCastHost(initial: ScreenLayout = layout([PRIMARY, RIGHT, LEFT])) {
  const calls: unknown[][] = [];
  const windows = new Map<number, { viewId: string; bounds: Rect }>();
  const published: CastView[][] = [];
  const state = {
    layout: initial,
    main: { x: 100, y: 100, width: 1600, height: 900 } as Rect | undefined,
    /** Called when the controller closes a window, as a real window's 'closed' event would be. */
    onClose: undefined as ((key: number) => void) | undefined,
  };
  const host: CastHost = {
    readLayout: () => state.layout,
    mainWindowBounds: () => state.main,
    castWindowBounds: (key) => windows.get(key)?.bounds,
    openCastWindow(key, viewId, bounds) {
      calls.push(['open', key, viewId]);
      windows.set(key, { viewId, bounds });
    },
    showView(key, viewId) {
      calls.push(['show', key, viewId]);
      windows.get(key)!.viewId = viewId;
    },
    setCastWindowBounds(key, bounds) {
      calls.push(['setBounds', key, bounds]);
      windows.get(key)!.bounds = bounds;
    },
    focusCastWindow: (key) => void calls.push(['focus', key]),
    closeCastWindow(key) {
      calls.push(['close', key]);
      windows.delete(key);
      state.onClose?.(key);
    },
    returnToMain: (viewId, focusMain) => void calls.push(['returnToMain', viewId, focusMain]),
    castsChanged: (views) => void published.push(views),
  };
  return { host, calls, windows, published, state };
}
