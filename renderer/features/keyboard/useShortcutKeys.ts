/** The console's key handler (issue 30): one keydown listener on the document that reads what the
 *  focus is in, resolves the shortcut and runs it. Keys a field, menu or dialog handles itself
 *  (it prevented the default) are theirs; a held PTZ key moves the camera until it is let go. */
import { useEffect, useRef } from 'react';
import { cellAt, ptzIn, type KeyboardPtz } from '../keyboard-targets';
import { comboOf, hasCommandModifier } from './keyCombo';
import { isTypingTarget, resolveShortcut } from './resolveShortcut';
import { runShortcut, type ShortcutEnvironment } from './runShortcut';
import type { KeyBindings, ShortcutScope } from './shortcutDefinitions';

/** Camera list rows carry their camera here (labels' CameraRow). */
const LIST_CAMERA = '[data-keyboard-camera]';
/** Inside a dialog or menu every key is its own. */
const MODAL = '[role="dialog"], [role="alertdialog"], [role="menu"]';
/** Inside these the plain keys are the component's (arrows, type-ahead, the event list's A); keys
 *  with Ctrl, Alt or Meta and the function keys still reach the console. */
const OWN_KEYS = '[role="listbox"], [role="tablist"], [role="slider"], [role="grid"], [role="tree"]';

/** Controls that Space and Enter press. */
const CONTROLS = 'button, a[href], summary, [role="button"], [role="checkbox"], [role="switch"], [role="menuitem"]';

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
      if (active?.closest(MODAL)) return;
      const row = active?.closest<HTMLElement>(LIST_CAMERA);
      // A camera row's digits are the console's, even inside a hierarchy tree.
      if (!row && active?.closest(OWN_KEYS)) {
        const combo = comboOf(event);
        if (!combo || !(hasCommandModifier(combo) || /^F\d+$/.test(combo))) return;
      }
      const target = cellAt(active);
      // Space and Enter on a button, link or switch inside a cell press that control.
      if ((event.key === ' ' || event.key === 'Enter') && active !== target?.element && active?.closest(CONTROLS))
        return;
      const ptz = target ? ptzIn(target.element) : null;
      const scopes = new Set<ShortcutScope>();
      if (target) {
        scopes.add('cell');
        if (target.cell.mode() === 'archive') scopes.add('archiveCell');
        if (ptz) scopes.add('ptzCell');
      }
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
