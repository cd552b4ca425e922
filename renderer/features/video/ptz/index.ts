/** PTZ control (spec 2 §2 PTZ panel): the panel a camera cell opens. */
export { PtzPanel, type PtzPanelProps } from './PtzPanel';
