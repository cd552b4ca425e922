/** The console's key handler (issue 30): one keydown listener on the document that reads what the
 *  focus is in, resolves the shortcut and runs it. Keys a field, menu or dialog handles itself
 *  (it prevented the default) are theirs; a held PTZ key moves the camera until it is let go. */
import { useEffect, useRef } from 'react';
import { cellAt, ptzIn, type KeyboardPtz } from '../keyboard-targets';
import { isTypingTarget, resolveShortcut } from './resolveShortcut';
import { runShortcut, type ShortcutEnvironment } from './runShortcut';
import type { KeyBindings, ShortcutScope } from './shortcutDefinitions';

/** Camera list rows carry their camera here (labels' CameraRow). */
const LIST_CAMERA = '[data-keyboard-camera]';
/** Inside these the keys belong to the component (its own arrows, Escape, type-ahead). */
const OWN_KEYS =
  '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="tablist"], [role="slider"]';

export interface ShortcutKeysOptions {
  bindings: KeyBindings;
  enabled: boolean;
  openPalette(): void;
  openSheet(): void;
  notify(key: string, values?: Record<string, unknown>): void;
}

export function useShortcutKeys(options: ShortcutKeysOptions): void {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    let held: KeyboardPtz | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      const current = latest.current;
      if (!current.enabled || event.defaultPrevented || event.isComposing) return;
      const active = document.activeElement;
      if (active?.closest(OWN_KEYS)) return;
      const target = cellAt(active);
      const ptz = target ? ptzIn(target.element) : null;
      const scopes = new Set<ShortcutScope>();
      if (target) {
        scopes.add('cell');
        if (target.cell.mode() === 'archive') scopes.add('archiveCell');
        if (ptz) scopes.add('ptzCell');
      }
      const row = active?.closest<HTMLElement>(LIST_CAMERA);
      if (row) scopes.add('cameraList');
      const direction = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
      const shortcut = resolveShortcut(event, { typing: isTypingTarget(active), direction, scopes }, current.bindings);
      if (!shortcut) return;
      // A held key repeats: only PTZ and frame steps want every repeat.
      if (event.repeat && !shortcut.id.startsWith('ptz.') && !shortcut.id.startsWith('player.frame')) {
        event.preventDefault();
        return;
      }
      const env: ShortcutEnvironment = {
        cell: target,
        ptz,
        listCamera: row ? { id: row.dataset.deviceId ?? '', name: row.dataset.keyboardCamera ?? '' } : null,
        openPalette: current.openPalette,
        openSheet: current.openSheet,
        notify: current.notify,
      };
      if (!runShortcut(shortcut, env)) return;
      event.preventDefault();
      if (shortcut.id.startsWith('ptz.')) held = ptz;
    };
    const onKeyUp = () => {
      held?.release();
      held = null;
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', onKeyUp);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', onKeyUp);
      onKeyUp();
    };
  }, []);
}
