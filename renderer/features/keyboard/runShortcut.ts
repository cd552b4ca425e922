/** What each shortcut does once resolved (issue 30): the palette and the sheet through the
 *  layer's callbacks, cell focus and the cell numbers here, playback on the focused cell, PTZ on
 *  the focused cell's open panel (held while the key is down), fullscreen left. */
import { cellNumber, focusCell, moveCellFocus } from './cellFocus';
import type { ResolvedShortcut } from './resolveShortcut';
import type { CellCommand, CellTarget, KeyboardPtz } from '../keyboard-targets';
import { PTZ_KEY_SPEED } from './shortcutDefinitions';

export interface ShortcutEnvironment {
  /** The cell the focus is in. */
  cell: CellTarget | null;
  ptz: KeyboardPtz | null;
  /** The camera the focus is on in a camera list. */
  listCamera: { id: string; name: string } | null;
  openPalette(): void;
  openSheet(): void;
  /** Tells the user why a shortcut did nothing (the cell takes no cameras, there is no cell N). */
  notify(key: string, values?: Record<string, unknown>): void;
}

const CELL_COMMANDS: Partial<Record<ResolvedShortcut['id'], CellCommand>> = {
  'player.playPause': 'playPause',
  'player.shuttleBack': 'shuttleBack',
  'player.shuttlePause': 'shuttlePause',
  'player.shuttleForward': 'shuttleForward',
  'player.live': 'live',
  'player.frameBack': 'frameBack',
  'player.frameForward': 'frameForward',
  'cell.fullscreen': 'fullscreen',
};

const PTZ_VECTORS: Partial<Record<ResolvedShortcut['id'], { pan?: number; tilt?: number; zoom?: number }>> = {
  'ptz.left': { pan: -PTZ_KEY_SPEED },
  'ptz.right': { pan: PTZ_KEY_SPEED },
  'ptz.up': { tilt: PTZ_KEY_SPEED },
  'ptz.down': { tilt: -PTZ_KEY_SPEED },
  'ptz.zoomIn': { zoom: PTZ_KEY_SPEED },
  'ptz.zoomOut': { zoom: -PTZ_KEY_SPEED },
};

/** Runs the shortcut; false when it had nothing to act on (the key then does what it did before). */
export function runShortcut(shortcut: ResolvedShortcut, env: ShortcutEnvironment): boolean {
  const from = env.cell?.element ?? null;
  switch (shortcut.id) {
    case 'palette.open':
      env.openPalette();
      return true;
    case 'sheet.open':
      env.openSheet();
      return true;
    case 'cell.focusPrevious':
      return moveCellFocus(from, 'previous') || Boolean(from);
    case 'cell.focusNext':
      return moveCellFocus(from, 'next') || Boolean(from);
    case 'cell.focusUp':
      return moveCellFocus(from, 'up') || Boolean(from);
    case 'cell.focusDown':
      return moveCellFocus(from, 'down') || Boolean(from);
    case 'cell.focusIndex': {
      const target = cellNumber(shortcut.index ?? 0);
      if (!target) return false;
      return focusCell(target);
    }
    case 'cell.assignIndex': {
      const target = cellNumber(shortcut.index ?? 0);
      if (!env.listCamera) return false;
      if (!target) {
        env.notify('keyboard.noCell', { number: shortcut.index });
        return true;
      }
      if (!target.cell.canAssign()) {
        env.notify('keyboard.cellTakesNoCamera', { number: shortcut.index });
        return true;
      }
      target.cell.assign(env.listCamera);
      return true;
    }
    case 'cell.leaveFullscreen':
      if (!document.fullscreenElement) return false;
      void document.exitFullscreen().catch(() => undefined);
      return true;
    default:
      break;
  }
  const vector = PTZ_VECTORS[shortcut.id];
  if (vector) {
    if (!env.ptz) return false;
    env.ptz.move(vector);
    return true;
  }
  const command = CELL_COMMANDS[shortcut.id];
  if (command && env.cell) {
    env.cell.cell.run(command);
    return true;
  }
  return false;
}
