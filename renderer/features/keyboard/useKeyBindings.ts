/** The user's own shortcut keys (issue 30: configurable per user), kept with the user's workspace
 *  settings on the platform (spec 1 §3 settings, key 'keyBindings'), so they follow the user to
 *  any console. */
import { useCallback, useMemo } from 'react';
import { useWorkspaceSettings } from '../views';
import { parseKeyBindings } from './rebindShortcut';
import type { KeyBindings } from './shortcutDefinitions';

export const KEY_BINDINGS_SETTING = 'keyBindings';

export interface KeyBindingsState {
  bindings: KeyBindings;
  /** Resolves false when the write failed (the workspace's toast said so). */
  save(bindings: KeyBindings): Promise<boolean>;
}

export function useKeyBindings(): KeyBindingsState {
  const { settings, update } = useWorkspaceSettings();
  const raw = settings?.[KEY_BINDINGS_SETTING];
  const bindings = useMemo(() => parseKeyBindings(raw), [raw]);
  const save = useCallback((next: KeyBindings) => update({ [KEY_BINDINGS_SETTING]: next }), [update]);
  return { bindings, save };
}
