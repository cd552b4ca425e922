/** The camera cell (spec 2 §2 Camera cell, Player controls, Media player area). */
export { CameraCell, type CameraCellOptions, type CameraCellProps } from './CameraCell';
export { snapshotFileName } from './snapshotFileName';
