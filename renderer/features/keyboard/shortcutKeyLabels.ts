/** How the sheet and the palette show a shortcut's keys (issue 30): arrows as arrows, the digit
 *  shortcuts as one range, ⌘ for Meta; a mirrored shortcut shows the key a right-to-left reader
 *  presses. Names of keys that are words (Space, Escape) come from the locale. */
import type { TFunction } from 'i18next';
import { mirrorCombo } from './keyCombo';
import { DIGIT_KEYS, type KeyBindings, keysOf, type ShortcutDefinition } from './shortcutDefinitions';

const SYMBOLS: Record<string, string> = {
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
  Meta: '⌘',
};
const WORDS = new Set(['Space', 'Escape', 'Ctrl', 'Alt', 'Shift', 'Enter']);

/** One combination as the parts shown in <kbd> elements. */
export function comboParts(combo: string, t: TFunction): string[] {
  return combo.split('+').map((part) => SYMBOLS[part] ?? (WORDS.has(part) ? t(`keyboard.keys.${part}`) : part));
}

/** Each combination of a shortcut, as parts; digits as one '1–9'. */
export function shortcutKeyLabels(
  shortcut: ShortcutDefinition,
  bindings: KeyBindings,
  direction: 'ltr' | 'rtl',
  t: TFunction,
): string[][] {
  const keys = keysOf(shortcut, bindings);
  if (keys.length === DIGIT_KEYS.length && keys.every((key, index) => key === DIGIT_KEYS[index])) {
    return [[`${DIGIT_KEYS[0]}–${DIGIT_KEYS[DIGIT_KEYS.length - 1]}`]];
  }
  return keys.map((combo) => comboParts(shortcut.mirrored && direction === 'rtl' ? mirrorCombo(combo) : combo, t));
}
