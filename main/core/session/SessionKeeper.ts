/** 'Save current session' (spec 1 §2.7): saves the cast windows per user, restores them, ends them on logout. */
import type { CastView, SessionOwner } from '../../../shared/ipc';
import type { CastWindow } from '../cast/castModel';
import type { RestoredCast } from '../cast/castReducer';
import type { ScreenLayout } from '../screenLayout';
import { planSessionRestore } from './planSessionRestore';
import {
  type SavedSession,
  type SessionKey,
  type StoredSessions,
  parseSaveEnabled,
  parseStoredSessions,
  sameOwner,
  storedSessions,
  withSavedSession,
} from './savedSession';
import { snapshotSession } from './snapshotSession';

/** Quiet time after the last window change before the session is written. */
export const SESSION_SAVE_DEBOUNCE_MS = 1000;

/** Where sessions and the setting live (electron-store in the app); reads may return anything. */
export interface SessionStorage {
  readSessions(): unknown;
  writeSessions(value: StoredSessions): void;
  readSaveEnabled(): unknown;
  writeSaveEnabled(enabled: boolean): void;
}

/** The part of the CastController the keeper uses. */
export interface SessionCasts {
  windows(): readonly CastWindow[];
  list(): CastView[];
  restore(windows: readonly RestoredCast[]): void;
  closeAll(): void;
  onDidChange(listener: (views: CastView[]) => void): () => void;
}

export interface SessionKeeperOptions {
  storage: SessionStorage;
  casts: SessionCasts;
  readLayout(): ScreenLayout;
  serverOrigin(): string;
  warn(message: string): void;
  now?: () => number;
  debounceMs?: number;
}

export class SessionKeeper {
  private enabled: boolean;
  private sessions: SavedSession[];
  private owner: SessionKey | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private readonly stopListening: () => void;

  /** Reads the store at once (the app's start): what cannot be used is dropped with a warning. */
  constructor(private readonly options: SessionKeeperOptions) {
    const setting = parseSaveEnabled(this.read(() => options.storage.readSaveEnabled()));
    if (setting.warning) options.warn(setting.warning);
    this.enabled = setting.enabled;
    const stored = parseStoredSessions(this.read(() => options.storage.readSessions()));
    for (const warning of stored.warnings) options.warn(warning);
    this.sessions = stored.sessions;
    this.stopListening = options.casts.onDidChange(() => this.scheduleSave());
  }

  saveEnabled(): boolean {
    return this.enabled;
  }

  /** Off forgets every saved session; on saves the current windows now. */
  setSaveEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.write(() => this.options.storage.writeSaveEnabled(enabled));
    if (enabled) {
      this.save();
    } else {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.sessions = [];
      this.write(() => this.options.storage.writeSessions(storedSessions([])));
    }
  }

  /** The user whose windows are being saved, if any. */
  currentOwner(): SessionKey | null {
    return this.owner && { ...this.owner };
  }

  /** See SessionApi.restore: reopens the owner's saved windows once per sign-in, when saving is on. */
  restore(owner: SessionOwner): CastView[] {
    const key: SessionKey = { server: this.options.serverOrigin(), realmId: owner.realmId, userId: owner.userId };
    if (this.owner && sameOwner(this.owner, key)) return this.options.casts.list();
    if (this.owner) this.didLogout();
    this.owner = key;
    const saved = this.enabled ? this.sessions.find((s) => sameOwner(s.owner, key)) : undefined;
    if (saved) this.options.casts.restore(planSessionRestore(saved, this.options.readLayout()));
    return this.options.casts.list();
  }

  /** Saves the user's windows for next time, forgets the user, then closes the windows. */
  didLogout(): void {
    this.save();
    this.owner = null;
    this.options.casts.closeAll();
  }

  /** Writes a pending save now. */
  flush(): void {
    if (this.timer !== undefined) this.save();
  }

  /**
   * The app is quitting: save the windows as they are, then stop, so the windows closing next are
   * not saved as closed. Safe to call more than once.
   */
  shutdown(): void {
    if (this.stopped) return;
    this.save();
    this.stopped = true;
    this.stopListening();
  }

  private scheduleSave(): void {
    if (this.stopped || !this.enabled || !this.owner) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.save(), this.options.debounceMs ?? SESSION_SAVE_DEBOUNCE_MS);
  }

  private save(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.stopped || !this.enabled || !this.owner) return;
    const now = this.options.now?.() ?? Date.now();
    const snapshot = snapshotSession(this.owner, this.options.casts.windows(), this.options.readLayout(), now);
    this.sessions = withSavedSession(this.sessions, snapshot);
    this.write(() => this.options.storage.writeSessions(storedSessions(this.sessions)));
  }

  /** A store that cannot be read counts as empty; the reason is a warning. */
  private read(reader: () => unknown): unknown {
    try {
      return reader();
    } catch (error) {
      this.options.warn(
        `the session store could not be read: ${error instanceof Error ? error.message : String(error)}`,
      );
      return undefined;
    }
  }

  /** A store that cannot be written loses the session, not the app. */
  private write(writer: () => void): void {
    try {
      writer();
    } catch (error) {
      this.options.warn(
        `the session store could not be written: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
