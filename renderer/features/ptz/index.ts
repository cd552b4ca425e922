/** PTZ control (spec 2 §2 PTZ panel): the panel a camera cell opens, and the command sender the
 *  cell's click-to-reposition and the map use. */
export { PtzClickSurface, type PtzClickSurfaceProps } from './PtzClickSurface';
export { PtzOverrideDialog } from './PtzOverrideDialog';
export { PtzPanel, type PtzPanelProps } from './PtzPanel';
export { type PtzControl, type PtzCommandInput, usePtzControl } from './usePtzControl';
