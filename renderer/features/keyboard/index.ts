/** Keyboard-driven operation (issue 30): the layer the workspace mounts (shortcuts, command palette,
 *  shortcuts sheet). Light: the palette and the sheet load on first use. Cells and PTZ panels
 *  register through keyboard-targets. */
export { KeyboardLayer, type KeyboardLayerProps } from './KeyboardLayer';
