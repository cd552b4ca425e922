/** Rebinding a shortcut (issue 30, configurable per user): a new key is refused when another
 *  shortcut that can act in the same place already answers to it, when it is a digit (the cell
 *  numbers), or when the shortcut keeps its keys; resetting goes back to the defaults. */
import { hasCommandModifier } from './keyCombo';
import {
  DIGIT_KEYS,
  type KeyBindings,
  keysOf,
  shortcutById,
  SHORTCUTS,
  type ShortcutId,
  type ShortcutScope,
} from './shortcutDefinitions';

export type RebindRefusal =
  | { reason: 'conflict'; combo: string; otherId: ShortcutId }
  | { reason: 'reserved'; combo: string }
  | { reason: 'fixed' };

export type RebindResult = { ok: true; bindings: KeyBindings } | { ok: false; refusal: RebindRefusal };

/** Keys the browser or the console keeps for itself: Tab moves the focus, Escape closes. */
const RESERVED = new Set(['Tab', 'Shift+Tab', 'Escape', 'Enter', ...DIGIT_KEYS]);

/** Scopes that can be in force together: the workspace holds all; a cell's three nest. */
function overlaps(a: ShortcutScope, b: ShortcutScope): boolean {
  if (a === b || a === 'workspace' || b === 'workspace') return true;
  const cellScopes: ShortcutScope[] = ['cell', 'archiveCell', 'ptzCell'];
  return cellScopes.includes(a) && cellScopes.includes(b);
}

/** Inner scopes outrank outer ones on purpose (← steps frames in the archive, moves the focus
 *  elsewhere): only the same scope, or the workspace, makes a real clash. */
function clashes(a: ShortcutScope, b: ShortcutScope): boolean {
  return a === b || a === 'workspace' || b === 'workspace' ? overlaps(a, b) : false;
}

export function rebindShortcut(bindings: KeyBindings, id: ShortcutId, combo: string): RebindResult {
  const shortcut = shortcutById(id);
  if (!shortcut || !shortcut.rebindable) return { ok: false, refusal: { reason: 'fixed' } };
  if (RESERVED.has(combo) && !hasCommandModifier(combo)) return { ok: false, refusal: { reason: 'reserved', combo } };
  for (const other of SHORTCUTS) {
    if (other.id === id || !clashes(other.scope, shortcut.scope)) continue;
    if (keysOf(other, bindings).includes(combo)) {
      return { ok: false, refusal: { reason: 'conflict', combo, otherId: other.id } };
    }
  }
  return { ok: true, bindings: { ...bindings, [id]: [combo] } };
}

export function resetShortcut(bindings: KeyBindings, id: ShortcutId): KeyBindings {
  const next: Partial<Record<ShortcutId, readonly string[]>> = { ...bindings };
  delete next[id];
  return next;
}

/** Stored bindings read back: only known, rebindable ids with lists of strings survive. */
export function parseKeyBindings(raw: unknown): KeyBindings {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const parsed: Partial<Record<ShortcutId, readonly string[]>> = {};
  for (const [id, keys] of Object.entries(raw as Record<string, unknown>)) {
    const shortcut = shortcutById(id);
    if (!shortcut?.rebindable || !Array.isArray(keys)) continue;
    const combos = keys.filter((key): key is string => typeof key === 'string' && key !== '');
    if (combos.length > 0) parsed[shortcut.id] = combos;
  }
  return parsed;
}
