/** The user's console settings of spec 1 §2.7 kept in this browser: the player's default
 *  connection (key 'connection', default Auto) and the settings panel's toggles. */
import { atom } from 'jotai';
import {
  DEFAULT_PLAYER_CONNECTION,
  PLAYER_CONNECTION_STORAGE_KEY,
  PLAYER_CONNECTIONS,
} from '../../shared/shell/constants';
import { localStorageAtom } from './localStorageAtom';

export type PlayerConnection = (typeof PLAYER_CONNECTIONS)[number];

export interface ShellSettings {
  openViewListOnStart: boolean;
  enableAlarmSound: boolean;
}

export const SHELL_SETTINGS_STORAGE_KEY = 'settings';

export const DEFAULT_SHELL_SETTINGS: ShellSettings = { openViewListOnStart: true, enableAlarmSound: false };

export const playerConnectionAtom = localStorageAtom<PlayerConnection>(
  PLAYER_CONNECTION_STORAGE_KEY,
  DEFAULT_PLAYER_CONNECTION,
  {
    parse: (raw) => PLAYER_CONNECTIONS.find((connection) => connection === raw),
    serialize: (value) => value,
  },
);

export const shellSettingsAtom = localStorageAtom<ShellSettings>(SHELL_SETTINGS_STORAGE_KEY, DEFAULT_SHELL_SETTINGS, {
  parse: parseSettings,
  serialize: (value) => JSON.stringify(value),
});

/** Stored settings merged over the defaults; values of the wrong type are ignored. */
function parseSettings(raw: string): ShellSettings | undefined {
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof stored !== 'object' || stored === null) return undefined;
  const settings = { ...DEFAULT_SHELL_SETTINGS };
  for (const key of Object.keys(settings) as (keyof ShellSettings)[]) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value === 'boolean') settings[key] = value;
  }
  return settings;
}

/** Read-only view of one setting, for code that only needs to know it. */
export const openViewListOnStartAtom = atom((get) => get(shellSettingsAtom).openViewListOnStart);
