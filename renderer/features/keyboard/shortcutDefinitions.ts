/** The console's shortcuts (issue 30, keyboard-driven operation): one list of every action with its
 *  default keys, the scope it works in and its description key; the sheet, the rebinding check and
 *  the key handler all read it. L is the shuttle's forward key (J/K/L as editing and VMS consoles
 *  use it), so going live is Shift+L. Arrows mean the innermost scope that holds the focus: a PTZ
 *  cell's panel moves the camera, an archive cell steps frames, any other cell moves the focus;
 *  Ctrl with an arrow always moves the focus. */
import { PTZ_SPEED_RANGE } from '../../../shared/video/ptzConstants';

/** Where a shortcut works, innermost first: a cell with its PTZ panel open, a cell playing the
 *  archive, any camera cell, the camera list, anywhere in the workspace. */
export type ShortcutScope = 'ptzCell' | 'archiveCell' | 'cell' | 'cameraList' | 'workspace';

export const SCOPE_PRECEDENCE: readonly ShortcutScope[] = ['ptzCell', 'archiveCell', 'cell', 'cameraList', 'workspace'];

export type ShortcutGroup = 'general' | 'cells' | 'playback' | 'ptz';

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = ['general', 'cells', 'playback', 'ptz'];

export type ShortcutId =
  | 'palette.open'
  | 'sheet.open'
  | 'cell.focusIndex'
  | 'cell.assignIndex'
  | 'cell.focusPrevious'
  | 'cell.focusNext'
  | 'cell.focusUp'
  | 'cell.focusDown'
  | 'cell.fullscreen'
  | 'cell.leaveFullscreen'
  | 'player.playPause'
  | 'player.shuttleBack'
  | 'player.shuttlePause'
  | 'player.shuttleForward'
  | 'player.live'
  | 'player.frameBack'
  | 'player.frameForward'
  | 'ptz.left'
  | 'ptz.right'
  | 'ptz.up'
  | 'ptz.down'
  | 'ptz.zoomIn'
  | 'ptz.zoomOut';

export interface ShortcutDefinition {
  id: ShortcutId;
  /** Default key combinations (see keyCombo.ts for their spelling). */
  keys: readonly string[];
  scope: ShortcutScope;
  group: ShortcutGroup;
  /** Digit shortcuts (1–9, the cell's number) keep their keys: only their scope decides. */
  rebindable: boolean;
  /** Arrow meanings that follow the reading direction (cell focus): mirrored right to left. */
  mirrored?: boolean;
}

export const DIGIT_KEYS: readonly string[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

export const SHORTCUTS: readonly ShortcutDefinition[] = [
  { id: 'palette.open', keys: ['Ctrl+K', 'Meta+K'], scope: 'workspace', group: 'general', rebindable: true },
  { id: 'sheet.open', keys: ['?', 'F1'], scope: 'workspace', group: 'general', rebindable: true },
  { id: 'cell.focusIndex', keys: DIGIT_KEYS, scope: 'workspace', group: 'cells', rebindable: false },
  { id: 'cell.assignIndex', keys: DIGIT_KEYS, scope: 'cameraList', group: 'cells', rebindable: false },
  {
    id: 'cell.focusPrevious',
    keys: ['ArrowLeft', 'Ctrl+ArrowLeft'],
    scope: 'cell',
    group: 'cells',
    rebindable: true,
    mirrored: true,
  },
  {
    id: 'cell.focusNext',
    keys: ['ArrowRight', 'Ctrl+ArrowRight'],
    scope: 'cell',
    group: 'cells',
    rebindable: true,
    mirrored: true,
  },
  { id: 'cell.focusUp', keys: ['ArrowUp', 'Ctrl+ArrowUp'], scope: 'cell', group: 'cells', rebindable: true },
  { id: 'cell.focusDown', keys: ['ArrowDown', 'Ctrl+ArrowDown'], scope: 'cell', group: 'cells', rebindable: true },
  { id: 'cell.fullscreen', keys: ['F'], scope: 'cell', group: 'cells', rebindable: true },
  { id: 'cell.leaveFullscreen', keys: ['Escape'], scope: 'workspace', group: 'cells', rebindable: false },
  { id: 'player.playPause', keys: ['Space'], scope: 'cell', group: 'playback', rebindable: true },
  { id: 'player.shuttleBack', keys: ['J'], scope: 'cell', group: 'playback', rebindable: true },
  { id: 'player.shuttlePause', keys: ['K'], scope: 'cell', group: 'playback', rebindable: true },
  { id: 'player.shuttleForward', keys: ['L'], scope: 'cell', group: 'playback', rebindable: true },
  { id: 'player.live', keys: ['Shift+L'], scope: 'cell', group: 'playback', rebindable: true },
  { id: 'player.frameBack', keys: ['ArrowLeft'], scope: 'archiveCell', group: 'playback', rebindable: true },
  { id: 'player.frameForward', keys: ['ArrowRight'], scope: 'archiveCell', group: 'playback', rebindable: true },
  { id: 'ptz.left', keys: ['ArrowLeft'], scope: 'ptzCell', group: 'ptz', rebindable: true },
  { id: 'ptz.right', keys: ['ArrowRight'], scope: 'ptzCell', group: 'ptz', rebindable: true },
  { id: 'ptz.up', keys: ['ArrowUp'], scope: 'ptzCell', group: 'ptz', rebindable: true },
  { id: 'ptz.down', keys: ['ArrowDown'], scope: 'ptzCell', group: 'ptz', rebindable: true },
  { id: 'ptz.zoomIn', keys: ['+', '='], scope: 'ptzCell', group: 'ptz', rebindable: true },
  { id: 'ptz.zoomOut', keys: ['-'], scope: 'ptzCell', group: 'ptz', rebindable: true },
];

export function shortcutById(id: string): ShortcutDefinition | undefined {
  return SHORTCUTS.find((shortcut) => shortcut.id === id);
}

/** The user's own keys per shortcut id (stored with the user's workspace settings). */
export type KeyBindings = Readonly<Partial<Record<ShortcutId, readonly string[]>>>;

/** The keys a shortcut answers to: the user's own, else its defaults. */
export function keysOf(definition: ShortcutDefinition, bindings: KeyBindings): readonly string[] {
  return (definition.rebindable && bindings[definition.id]) || definition.keys;
}

/** The speed a held PTZ key moves at: the middle of the camera's speed range (spec 2 §9). */
export const PTZ_KEY_SPEED = (PTZ_SPEED_RANGE.min + PTZ_SPEED_RANGE.max) / 2;
