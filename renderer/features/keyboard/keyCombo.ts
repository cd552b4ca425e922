/** Key combinations as the console spells them ('Ctrl+K', 'Shift+L', 'ArrowLeft', 'Space', '?'):
 *  letters and digits are read from the physical key, so an Arabic or Polish layout presses the
 *  same keys as an English one; Shift is part of a combination only where it does not make the
 *  character itself ('?' is Shift+/ on most keyboards). */

export interface KeyLike {
  key: string;
  code?: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

const MODIFIER_KEYS = new Set(['Control', 'Alt', 'Meta', 'Shift', 'AltGraph', 'CapsLock', 'Dead', 'Unidentified']);

/** The combination of a key press, or null for a modifier pressed alone. */
export function comboOf(event: KeyLike): string | null {
  if (MODIFIER_KEYS.has(event.key)) return null;
  const code = event.code ?? '';
  let key: string;
  let shiftCounts = true;
  if (/^Key[A-Z]$/.test(code)) key = code.slice(3);
  else if (/^Digit[0-9]$/.test(code) && !event.shiftKey) key = code.slice(5);
  else if (/^Numpad[0-9]$/.test(code)) key = code.slice(6);
  else if (event.key === ' ') key = 'Space';
  else if (event.key.length === 1) {
    key = event.key.toUpperCase();
    // The character already says Shift ('?', '+').
    shiftCounts = false;
  } else key = event.key;
  const parts: string[] = [];
  if (event.ctrlKey) parts.push('Ctrl');
  if (event.altKey) parts.push('Alt');
  if (event.metaKey) parts.push('Meta');
  if (event.shiftKey && shiftCounts) parts.push('Shift');
  parts.push(key);
  return parts.join('+');
}

/** Whether a combination carries Ctrl, Alt or Meta (such keys act even where letters would not). */
export function hasCommandModifier(combo: string): boolean {
  return /^(Ctrl|Alt|Meta)\+/.test(combo);
}

const ARROW_MIRROR: Record<string, string> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' };

/** The same combination with left and right swapped (right-to-left reading). */
export function mirrorCombo(combo: string): string {
  const parts = combo.split('+');
  const last = parts[parts.length - 1] ?? '';
  const mirrored = ARROW_MIRROR[last];
  if (!mirrored) return combo;
  parts[parts.length - 1] = mirrored;
  return parts.join('+');
}
