/** Electron's screen module as main/core sees it: the layout now, and a signal when it changes. */
import { screen } from 'electron';
import { DISPLAY_CHANGE_SETTLE_MS, type ScreenLayout } from '../core';

export function readScreenLayout(): ScreenLayout {
  return {
    displays: screen.getAllDisplays().map((d) => ({ id: d.id, bounds: { ...d.bounds }, workArea: { ...d.workArea } })),
    primaryId: screen.getPrimaryDisplay().id,
  };
}

/** Calls back once a burst of display-added/removed/metrics-changed events has settled. */
export function watchScreenChanges(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, DISPLAY_CHANGE_SETTLE_MS);
  };
  screen.on('display-added', schedule);
  screen.on('display-removed', schedule);
  screen.on('display-metrics-changed', schedule);
  return () => {
    clearTimeout(timer);
    screen.off('display-added', schedule);
    screen.off('display-removed', schedule);
    screen.off('display-metrics-changed', schedule);
  };
}
