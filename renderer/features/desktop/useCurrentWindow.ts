/** The window this console runs in (desktop), or null in the browser. */
import type { CurrentWindow } from '../../../shared/ipc';
import { usePlatform } from '../../platform';

export function useCurrentWindow(): CurrentWindow | null {
  return usePlatform().currentWindow ?? null;
}

/** True in a separate desktop window (spec 1 §2.2: it shows one view, and only the view routes exist). */
export function useIsSeparateWindow(): boolean {
  return useCurrentWindow()?.kind === 'view';
}
