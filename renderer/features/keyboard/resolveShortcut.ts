/** Which shortcut a key press means (issue 30): none while the user types in a field, else the
 *  shortcut bound to the combination in the innermost scope the focus is in; arrows that follow
 *  the reading direction are mirrored in right-to-left layouts. */
import { comboOf, type KeyLike, mirrorCombo } from './keyCombo';
import {
  DIGIT_KEYS,
  type KeyBindings,
  keysOf,
  SCOPE_PRECEDENCE,
  SHORTCUTS,
  type ShortcutId,
  type ShortcutScope,
} from './shortcutDefinitions';

export interface ShortcutContext {
  /** The focus is in a text field (input, textarea, select, editable content, a text role). */
  typing: boolean;
  direction: 'ltr' | 'rtl';
  /** The scopes the focus is in (workspace is always one). */
  scopes: ReadonlySet<ShortcutScope>;
}

export interface ResolvedShortcut {
  id: ShortcutId;
  /** The cell number of a digit shortcut (1–9). */
  index?: number;
}

export function resolveShortcut(
  event: KeyLike,
  context: ShortcutContext,
  bindings: KeyBindings,
): ResolvedShortcut | null {
  if (context.typing) return null;
  const combo = comboOf(event);
  if (!combo) return null;
  for (const scope of SCOPE_PRECEDENCE) {
    if (scope !== 'workspace' && !context.scopes.has(scope)) continue;
    for (const shortcut of SHORTCUTS) {
      if (shortcut.scope !== scope) continue;
      // A mirrored shortcut's keys are read as the reader sees them: in Arabic ← goes forward.
      const pressed = shortcut.mirrored && context.direction === 'rtl' ? mirrorCombo(combo) : combo;
      if (!keysOf(shortcut, bindings).includes(pressed)) continue;
      const digit = DIGIT_KEYS.indexOf(pressed);
      return digit >= 0 && !shortcut.rebindable ? { id: shortcut.id, index: digit + 1 } : { id: shortcut.id };
    }
  }
  return null;
}

const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'password',
  'number',
  'tel',
  'url',
  'date',
  'datetime-local',
  'time',
  'month',
  'week',
]);

/** Whether the focused element takes typed text (shortcuts stay out of its way). */
export function isTypingTarget(element: Element | null): boolean {
  if (!element) return false;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return TEXT_INPUT_TYPES.has(((element as HTMLInputElement).type || 'text').toLowerCase());
  if ((element as HTMLElement).isContentEditable) return true;
  const role = element.getAttribute('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox' || role === 'spinbutton';
}
