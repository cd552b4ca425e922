/** The saved sessions as stored between runs (versioned), and the reading that trusts none of it. */
import type { SessionOwner } from '../../../shared/ipc';
import { type Rect, isRect } from '../rect';
import { isValidViewId } from '../../../shared/desktop';

/** Bumped whenever the stored shape changes; a store of another version is ignored with a warning. */
export const SESSION_STORE_VERSION = 1;
/** Sessions kept (one per user and server), most recently saved first. */
export const MAX_SAVED_SESSIONS = 20;
/** Cast windows kept per session: more than any desk has displays. */
export const MAX_SAVED_WINDOWS = 32;
export const MAX_OWNER_ID_LENGTH = 256;

/** Whose session: the user in a realm on a server. */
export interface SessionKey extends SessionOwner {
  /** The server origin the console came from (user ids of two servers are unrelated). */
  server: string;
}

/** A display as it was at save time, to recognise it again if the system renumbers it. */
export interface SavedDisplay {
  id: number;
  bounds: Rect;
}

export interface SavedCastWindow {
  viewId: string;
  homeDisplayId: number;
  displayId: number;
  bounds: Rect;
  fillsHome: boolean;
}

export interface SavedSession {
  owner: SessionKey;
  /** Milliseconds since the epoch. */
  savedAt: number;
  displays: SavedDisplay[];
  windows: SavedCastWindow[];
}

export interface StoredSessions {
  version: typeof SESSION_STORE_VERSION;
  sessions: SavedSession[];
}

export function sameOwner(a: SessionKey, b: SessionKey): boolean {
  return a.server === b.server && a.realmId === b.realmId && a.userId === b.userId;
}

/** A realm or user id the renderer may hand over: a non-empty, bounded string. */
export function isValidOwnerId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_OWNER_ID_LENGTH;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function copyRect(value: unknown): Rect | undefined {
  if (!isRect(value) || value.width <= 0 || value.height <= 0) return undefined;
  return { x: value.x, y: value.y, width: value.width, height: value.height };
}

function parseOwner(value: unknown): SessionKey | undefined {
  const owner = record(value);
  if (!owner || typeof owner.server !== 'string' || !isValidOwnerId(owner.realmId) || !isValidOwnerId(owner.userId)) {
    return undefined;
  }
  return { server: owner.server, realmId: owner.realmId, userId: owner.userId };
}

function parseDisplay(value: unknown): SavedDisplay | undefined {
  const display = record(value);
  const bounds = copyRect(display?.bounds);
  if (!display || !Number.isSafeInteger(display.id) || !bounds) return undefined;
  return { id: display.id as number, bounds };
}

function parseWindow(value: unknown): SavedCastWindow | undefined {
  const window = record(value);
  const bounds = copyRect(window?.bounds);
  if (
    !window ||
    !isValidViewId(window.viewId) ||
    !Number.isSafeInteger(window.homeDisplayId) ||
    !Number.isSafeInteger(window.displayId) ||
    !bounds ||
    typeof window.fillsHome !== 'boolean'
  ) {
    return undefined;
  }
  return {
    viewId: window.viewId,
    homeDisplayId: window.homeDisplayId as number,
    displayId: window.displayId as number,
    bounds,
    fillsHome: window.fillsHome,
  };
}

function parseSession(value: unknown, warnings: string[], index: number): SavedSession | undefined {
  const session = record(value);
  const owner = parseOwner(session?.owner);
  if (
    !session ||
    !owner ||
    typeof session.savedAt !== 'number' ||
    !Number.isFinite(session.savedAt) ||
    !Array.isArray(session.displays) ||
    !Array.isArray(session.windows)
  ) {
    warnings.push(`saved session ${index} is unreadable and was dropped`);
    return undefined;
  }
  const displays = session.displays.map(parseDisplay).filter((d): d is SavedDisplay => d !== undefined);
  const windows: SavedCastWindow[] = [];
  let dropped = session.displays.length - displays.length;
  for (const raw of session.windows.slice(0, MAX_SAVED_WINDOWS)) {
    const window = parseWindow(raw);
    // One window per view and per home display, as the cast state machine keeps them.
    const clash = window && windows.some((w) => w.viewId === window.viewId || w.homeDisplayId === window.homeDisplayId);
    if (window && !clash) windows.push(window);
    else dropped++;
  }
  dropped += Math.max(0, session.windows.length - MAX_SAVED_WINDOWS);
  if (dropped > 0)
    warnings.push(`saved session ${index}: ${dropped} unreadable entr${dropped === 1 ? 'y' : 'ies'} dropped`);
  return { owner, savedAt: session.savedAt, displays, windows };
}

/**
 * Reads what the store holds, which may be anything: nothing yet, another version, a damaged
 * file. What cannot be used is dropped (the whole store when its version or shape is wrong, else
 * single sessions or windows) and described in the warnings; this never throws.
 */
export function parseStoredSessions(value: unknown): { sessions: SavedSession[]; warnings: string[] } {
  if (value === undefined) return { sessions: [], warnings: [] };
  const stored = record(value);
  if (!stored) return { sessions: [], warnings: ['the saved sessions are not an object and were ignored'] };
  if (stored.version !== SESSION_STORE_VERSION) {
    return {
      sessions: [],
      warnings: [
        `the saved sessions have version ${JSON.stringify(stored.version) ?? 'none'}, not ${SESSION_STORE_VERSION}, and were ignored`,
      ],
    };
  }
  if (!Array.isArray(stored.sessions)) {
    return { sessions: [], warnings: ['the saved sessions have no list of sessions and were ignored'] };
  }
  const warnings: string[] = [];
  const sessions: SavedSession[] = [];
  stored.sessions.forEach((raw, index) => {
    const session = parseSession(raw, warnings, index);
    if (session && !sessions.some((s) => sameOwner(s.owner, session.owner))) sessions.push(session);
  });
  sessions.sort((a, b) => b.savedAt - a.savedAt);
  return { sessions: sessions.slice(0, MAX_SAVED_SESSIONS), warnings };
}

/** The sessions with this one saved in place of the owner's earlier one (none kept when it has no windows). */
export function withSavedSession(sessions: readonly SavedSession[], session: SavedSession): SavedSession[] {
  const others = sessions.filter((s) => !sameOwner(s.owner, session.owner));
  const kept = session.windows.length > 0 ? [session, ...others] : others;
  return kept.slice(0, MAX_SAVED_SESSIONS);
}

export function storedSessions(sessions: readonly SavedSession[]): StoredSessions {
  return { version: SESSION_STORE_VERSION, sessions: [...sessions] };
}

/** 'Save current session' as stored: on unless a boolean says otherwise (spec 1 §2.7 default on). */
export function parseSaveEnabled(value: unknown): { enabled: boolean; warning?: string } {
  if (value === undefined || typeof value === 'boolean') return { enabled: value ?? true };
  return { enabled: true, warning: `'Save current session' is stored as ${typeof value}; taken as on` };
}
