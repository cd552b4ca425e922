import { describe, expect, it } from '@jest/globals';
import { parseKeyBindings, rebindShortcut, resetShortcut } from './rebindShortcut';

describe('rebindShortcut', () => {
  it('takes a free key and keeps the other bindings', () => {
    const result = rebindShortcut({ 'player.live': ['Shift+V'] }, 'player.playPause', 'P');
    expect(result).toEqual({ ok: true, bindings: { 'player.live': ['Shift+V'], 'player.playPause': ['P'] } });
  });

  it('refuses a key another shortcut of the same place uses, naming it', () => {
    expect(rebindShortcut({}, 'player.playPause', 'J')).toEqual({
      ok: false,
      refusal: { reason: 'conflict', combo: 'J', otherId: 'player.shuttleBack' },
    });
    // The palette works everywhere: a cell's key clashes with it too.
    expect(rebindShortcut({}, 'palette.open', 'L')).toEqual({
      ok: false,
      refusal: { reason: 'conflict', combo: 'L', otherId: 'player.shuttleForward' },
    });
  });

  it('sees the user’s own bindings when checking, and a freed default key is free', () => {
    const moved = { 'player.shuttleBack': ['Shift+J'] };
    expect(rebindShortcut(moved, 'player.playPause', 'J').ok).toBe(true);
    expect(rebindShortcut(moved, 'player.playPause', 'Shift+J')).toMatchObject({
      ok: false,
      refusal: { otherId: 'player.shuttleBack' },
    });
  });

  it('refuses digits, Tab and Escape, and the cell-number shortcuts', () => {
    expect(rebindShortcut({}, 'player.live', '4')).toEqual({ ok: false, refusal: { reason: 'reserved', combo: '4' } });
    expect(rebindShortcut({}, 'player.live', 'Tab')).toMatchObject({ ok: false, refusal: { reason: 'reserved' } });
    expect(rebindShortcut({}, 'cell.assignIndex', 'Q')).toEqual({ ok: false, refusal: { reason: 'fixed' } });
  });

  it('lets an inner scope reuse an outer scope’s arrow on purpose', () => {
    // PTZ's zoom may take F only if nothing in a cell uses it: F is the cell's fullscreen.
    expect(rebindShortcut({}, 'ptz.zoomIn', 'F').ok).toBe(true);
    expect(rebindShortcut({}, 'ptz.zoomIn', 'ArrowUp')).toMatchObject({ ok: false, refusal: { otherId: 'ptz.up' } });
  });

  it('resets to the default and reads stored bindings defensively', () => {
    expect(resetShortcut({ 'player.live': ['V'], 'ptz.up': ['W'] }, 'player.live')).toEqual({ 'ptz.up': ['W'] });
    expect(
      parseKeyBindings({ 'player.live': ['V', 3], 'cell.focusIndex': ['Q'], nonsense: ['X'], 'ptz.up': 'W' }),
    ).toEqual({ 'player.live': ['V'] });
    expect(parseKeyBindings('broken')).toEqual({});
  });
});
