/** Session saving and restore: the stored shape, the restore plan and the keeper that runs them. */
export {
  MAX_SAVED_SESSIONS,
  MAX_SAVED_WINDOWS,
  SESSION_STORE_VERSION,
  type SavedCastWindow,
  type SavedDisplay,
  type SavedSession,
  type SessionKey,
  type StoredSessions,
  isValidOwnerId,
  parseSaveEnabled,
  parseStoredSessions,
  sameOwner,
  storedSessions,
  withSavedSession,
} from './savedSession';
export { RESTORE_CASCADE_PX, matchSavedDisplays, planSessionRestore } from './planSessionRestore';
export { snapshotSession } from './snapshotSession';
export {
  SESSION_SAVE_DEBOUNCE_MS,
  type SessionCasts,
  SessionKeeper,
  type SessionKeeperOptions,
  type SessionStorage,
} from './SessionKeeper';
