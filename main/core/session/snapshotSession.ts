/** What is saved of a session: the cast windows (view, displays, bounds) and the displays they were on. */
import type { CastWindow } from '../cast/castModel';
import type { ScreenLayout } from '../screenLayout';
import type { SavedSession, SessionKey } from './savedSession';

export function snapshotSession(
  owner: SessionKey,
  windows: readonly CastWindow[],
  layout: ScreenLayout,
  savedAt: number,
): SavedSession {
  return {
    owner: { ...owner },
    savedAt,
    displays: layout.displays.map((d) => ({ id: d.id, bounds: { ...d.bounds } })),
    windows: windows.map((w) => ({
      viewId: w.viewId,
      homeDisplayId: w.homeDisplayId,
      displayId: w.displayId,
      bounds: { ...w.bounds },
      fillsHome: w.fillsHome,
    })),
  };
}
