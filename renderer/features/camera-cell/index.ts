/** The camera cell (spec 2 §2 Camera cell, Player controls, Media player area) and the camera drag
 *  object that cells accept and camera lists give. */
export { CameraCell, type CameraCellOptions, type CameraCellProps, type CellChrome } from './CameraCell';
export { embeddedCellOptions, type EmbeddedCellChoices } from './embeddedCellOptions';
export { snapshotFileName } from './snapshotFileName';
