/** The places keyboard shortcuts act on (issue 30), in a feature of their own: camera cells and PTZ
 *  panels register here without importing the keyboard feature, whose palette reads views, events
 *  and cameras (which hold camera cells themselves). */
export {
  type CellCommand,
  type CellTarget,
  cellAt,
  cellsOnScreen,
  type KeyboardCell,
  type KeyboardPtz,
  ptzIn,
} from './keyboardTargets';
export { useKeyboardCell, useKeyboardPtz } from './useKeyboardTargets';
