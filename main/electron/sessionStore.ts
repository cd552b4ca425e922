/** The saved sessions and the 'Save current session' setting on disk (electron-store, session.json). */
import Store from 'electron-store';
import type { SessionStorage, StoredSessions } from '../core';

interface StoredSessionFile extends Record<string, unknown> {
  /** Read back as unknown: main/core validates it (version, shape) before using any of it. */
  sessions?: unknown;
  saveCurrentSession?: unknown;
}

/**
 * Its own file, so a damaged session store never costs the server URL. A file that is not JSON is
 * cleared by electron-store; one that is JSON but not a session store is ignored by main/core.
 */
export function createSessionStorage(): SessionStorage {
  const store = new Store<StoredSessionFile>({ name: 'session', clearInvalidConfig: true });
  return {
    readSessions: () => store.get('sessions'),
    writeSessions: (value: StoredSessions) => store.set('sessions', value),
    readSaveEnabled: () => store.get('saveCurrentSession'),
    writeSaveEnabled: (enabled) => store.set('saveCurrentSession', enabled),
  };
}
