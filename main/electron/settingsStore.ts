/** The desktop shell's own settings on disk (electron-store): server URL and main window bounds. */
import Store from 'electron-store';
import { type SavedWindowBounds, parseSavedWindowBounds } from '../core';

export interface SettingsStore {
  /** Whatever was stored; main/core decides whether it is usable. */
  storedServerUrl(): unknown;
  setServerUrl(url: string): void;
  mainWindowBounds(): SavedWindowBounds | undefined;
  setMainWindowBounds(bounds: SavedWindowBounds): void;
}

interface StoredSettings extends Record<string, unknown> {
  serverUrl?: string;
  mainWindow?: SavedWindowBounds;
}

export function createSettingsStore(): SettingsStore {
  const store = new Store<StoredSettings>({ name: 'settings', clearInvalidConfig: true });
  return {
    storedServerUrl: () => store.get('serverUrl'),
    setServerUrl: (url) => store.set('serverUrl', url),
    mainWindowBounds: () => parseSavedWindowBounds(store.get('mainWindow')),
    setMainWindowBounds: (bounds) => store.set('mainWindow', bounds),
  };
}
