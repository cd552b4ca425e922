import { describe, expect, it } from '@jest/globals';
import { isTypingTarget, resolveShortcut, type ShortcutContext } from './resolveShortcut';
import type { KeyLike } from './keyCombo';
import type { ShortcutScope } from './shortcutDefinitions';

function press(key: string, code: string, mods: Partial<KeyLike> = {}): KeyLike {
  return { key, code, ctrlKey: false, altKey: false, metaKey: false, shiftKey: false, ...mods };
}

function context(scopes: ShortcutScope[] = [], extra: Partial<ShortcutContext> = {}): ShortcutContext {
  return { typing: false, direction: 'ltr', scopes: new Set(scopes), ...extra };
}

describe('resolveShortcut', () => {
  it('fires nothing while the user types in a field, not even the palette', () => {
    const typing = context(['cell'], { typing: true });
    expect(resolveShortcut(press('k', 'KeyK', { ctrlKey: true }), typing, {})).toBeNull();
    expect(resolveShortcut(press('l', 'KeyL'), typing, {})).toBeNull();
    expect(resolveShortcut(press('3', 'Digit3'), typing, {})).toBeNull();
  });

  it('knows a text field from a button', () => {
    document.body.innerHTML =
      '<input id="a"><input id="b" type="checkbox"><textarea id="c"></textarea><button id="d"></button><div id="e" contenteditable="true"></div>';
    expect(isTypingTarget(document.getElementById('a'))).toBe(true);
    expect(isTypingTarget(document.getElementById('b'))).toBe(false);
    expect(isTypingTarget(document.getElementById('c'))).toBe(true);
    expect(isTypingTarget(document.getElementById('d'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('opens the palette with Ctrl+K or Cmd+K on any layout and the sheet with ?', () => {
    expect(resolveShortcut(press('k', 'KeyK', { ctrlKey: true }), context(), {})).toEqual({ id: 'palette.open' });
    expect(resolveShortcut(press('K', 'KeyK', { metaKey: true }), context(), {})).toEqual({ id: 'palette.open' });
    // An Arabic layout's key on the K position.
    expect(resolveShortcut(press('ن', 'KeyK', { ctrlKey: true }), context(), {})).toEqual({ id: 'palette.open' });
    expect(resolveShortcut(press('?', 'Slash', { shiftKey: true }), context(), {})).toEqual({ id: 'sheet.open' });
  });

  it('sends a digit to a cell from the camera list and focuses that cell elsewhere', () => {
    expect(resolveShortcut(press('3', 'Digit3'), context(['cameraList']), {})).toEqual({
      id: 'cell.assignIndex',
      index: 3,
    });
    expect(resolveShortcut(press('3', 'Digit3'), context(['cell']), {})).toEqual({ id: 'cell.focusIndex', index: 3 });
  });

  it('tells L (shuttle forward) from Shift+L (live)', () => {
    expect(resolveShortcut(press('l', 'KeyL'), context(['cell']), {})).toEqual({ id: 'player.shuttleForward' });
    expect(resolveShortcut(press('L', 'KeyL', { shiftKey: true }), context(['cell']), {})).toEqual({
      id: 'player.live',
    });
  });

  it('gives arrows to the innermost scope: PTZ, then frame steps, then cell focus', () => {
    const left = press('ArrowLeft', 'ArrowLeft');
    expect(resolveShortcut(left, context(['cell']), {})).toEqual({ id: 'cell.focusPrevious' });
    expect(resolveShortcut(left, context(['cell', 'archiveCell']), {})).toEqual({ id: 'player.frameBack' });
    expect(resolveShortcut(left, context(['cell', 'archiveCell', 'ptzCell']), {})).toEqual({ id: 'ptz.left' });
    // Ctrl+arrow leaves an archive cell.
    expect(
      resolveShortcut(press('ArrowLeft', 'ArrowLeft', { ctrlKey: true }), context(['cell', 'archiveCell']), {}),
    ).toEqual({ id: 'cell.focusPrevious' });
  });

  it('mirrors left and right for cell focus in a right-to-left layout, not for frame steps', () => {
    const rtl = { direction: 'rtl' as const };
    expect(resolveShortcut(press('ArrowLeft', 'ArrowLeft'), context(['cell'], rtl), {})).toEqual({
      id: 'cell.focusNext',
    });
    expect(resolveShortcut(press('ArrowRight', 'ArrowRight'), context(['cell'], rtl), {})).toEqual({
      id: 'cell.focusPrevious',
    });
    expect(resolveShortcut(press('ArrowUp', 'ArrowUp'), context(['cell'], rtl), {})).toEqual({ id: 'cell.focusUp' });
    expect(resolveShortcut(press('ArrowLeft', 'ArrowLeft'), context(['cell', 'archiveCell'], rtl), {})).toEqual({
      id: 'player.frameBack',
    });
  });

  it('answers to the user’s own key instead of the default', () => {
    const bindings = { 'player.playPause': ['P'] };
    expect(resolveShortcut(press('p', 'KeyP'), context(['cell']), bindings)).toEqual({ id: 'player.playPause' });
    expect(resolveShortcut(press(' ', 'Space'), context(['cell']), bindings)).toBeNull();
  });

  it('leaves keys outside their scope alone', () => {
    expect(resolveShortcut(press(' ', 'Space'), context(), {})).toBeNull();
    expect(resolveShortcut(press('=', 'Equal'), context(['cell']), {})).toBeNull();
  });
});
